import { useEffect, useRef, useState } from 'react';
import { Loader2Icon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { loadScript } from '@/client/lib/load-script';
import type { MeetingJoin } from '@/shared/meeting';

interface JitsiApi {
  addListener(event: string, cb: () => void): void;
  dispose(): void;
}
type JitsiConstructor = new (domain: string, options: Record<string, unknown>) => JitsiApi;
declare global {
  interface Window {
    JitsiMeetExternalAPI?: JitsiConstructor;
  }
}

/**
 * The options the call is opened with (spec part 2 §7): no pre-join page, audio and video on, the
 * candidate's name and email filled in, and the token when the deployment checks one.
 */
export function jitsiOptions(
  join: MeetingJoin,
  parentNode: HTMLElement,
  displayName: string,
  email: string,
) {
  return {
    roomName: join.roomName,
    parentNode,
    width: '100%',
    height: '100%',
    ...(join.jwt ? { jwt: join.jwt } : {}),
    configOverwrite: {
      prejoinPageEnabled: false,
      prejoinConfig: { enabled: false },
      startWithAudioMuted: false,
      startWithVideoMuted: false,
      disableDeepLinking: true,
    },
    interfaceConfigOverwrite: { MOBILE_APP_PROMO: false },
    userInfo: { displayName, email },
  };
}

type Phase = 'loading' | 'ready' | 'failed';

interface MeetingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Undefined while the join details are still being fetched. */
  join: MeetingJoin | undefined;
  displayName: string;
  email: string;
}

/**
 * A full-screen dialog with the video call. The IFrame API script is fetched only when the dialog
 * opens; the call is torn down when it closes or the participant hangs up.
 */
export function MeetingDialog({
  open,
  onOpenChange,
  title,
  join,
  displayName,
  email,
}: MeetingDialogProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const closeRef = useRef(onOpenChange);
  closeRef.current = onOpenChange;

  useEffect(() => {
    if (!open || !join || !container) return;
    let api: JitsiApi | undefined;
    let cancelled = false;
    setPhase('loading');
    void loadScript(join.scriptUrl, () => Boolean(window.JitsiMeetExternalAPI)).then((loaded) => {
      if (cancelled) return;
      if (!loaded || !window.JitsiMeetExternalAPI) return setPhase('failed');
      api = new window.JitsiMeetExternalAPI(
        join.domain,
        jitsiOptions(join, container, displayName, email),
      );
      api.addListener('readyToClose', () => closeRef.current(false));
      setPhase('ready');
    });
    return () => {
      cancelled = true;
      api?.dispose();
      container.replaceChildren();
    };
  }, [open, join, container, displayName, email, attempt]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-2 rounded-none p-2 sm:max-w-none sm:p-3"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogTitle className="pr-10 text-base">{title}</DialogTitle>
        <DialogDescription className="sr-only">
          The video meeting. Use the meeting&apos;s own controls to mute, share or leave.
        </DialogDescription>
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-md bg-black">
          <div ref={setContainer} className="size-full" data-testid="meeting-frame" />
          {(phase !== 'ready' || !join) && (
            <div
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white"
              role="status"
            >
              {phase === 'failed' ? (
                <>
                  <p>Could not load the meeting. Check your connection and try again.</p>
                  <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                    Try again
                  </Button>
                </>
              ) : (
                <p className="flex items-center gap-2">
                  <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
                  Connecting to the meeting…
                </p>
              )}
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
