import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/client/components/ui/toaster';
import { useIsMobile } from '@/client/lib/use-mobile';
import { useVisualViewport } from '@/client/lib/use-visual-viewport';
import { PICTURE_TOASTER_ID } from '../messages';

/**
 * The timed part, over the whole app: a header (where the candidate is, Pause, Finish Early),
 * the timer, the picture or the story, and a footer pinned to the bottom of what the user can
 * see, so on a phone it sits just above the keyboard.
 */
export function TestShell({
  label,
  title,
  actions,
  timer,
  children,
  footer,
}: {
  label: string;
  title: ReactNode;
  actions: ReactNode;
  timer: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const viewport = useVisualViewport(true);
  const isMobile = useIsMobile();

  // The page behind must not scroll under the test (iOS scrolls the body when the keyboard opens).
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <section
      aria-label={label}
      className="fixed inset-x-0 top-0 z-40 flex h-dvh flex-col bg-background"
      style={viewport ? { top: viewport.top, height: viewport.height } : undefined}
    >
      <header className="shrink-0 border-b px-3 pt-2 pb-2.5 sm:px-6">
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-2">
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1 truncate text-sm font-medium">{title}</div>
            {actions}
          </div>
          {timer}
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-3 sm:px-6 sm:py-4">
        <div className="mx-auto flex min-h-0 w-full max-w-4xl flex-1 flex-col">{children}</div>
      </div>
      {footer && (
        <footer className="shrink-0 border-t bg-background px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-6">
          <div className="mx-auto flex w-full max-w-4xl items-center gap-3">{footer}</div>
        </footer>
      )}
      {/*
        Never over the story or the marking being written. Desktop: bottom left, over the
        footer's word count and the margin beside the column. Phone (the keyboard is up): over
        the header, for the few seconds a toast lasts.
      */}
      <Toaster
        id={PICTURE_TOASTER_ID}
        position={isMobile ? 'top-center' : 'bottom-left'}
        offset={isMobile ? { top: 8 } : { bottom: 10, left: 16 }}
        mobileOffset={{ top: 8 }}
      />
    </section>
  );
}
