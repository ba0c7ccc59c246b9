// Tooltips whose Radix implementation (tooltip-radix.tsx: Radix Tooltip, Popper, floating-ui,
// ~18 KB gzip) loads when a tooltip is first wanted, not with the page (issue 18). Until then a
// trigger renders as its child with the events Radix opens on (pointer move, focus); the first of
// them loads the implementation, and every tooltip on the page then renders through Radix, opened
// if the pointer or focus is still on its trigger (the focus is put back on the new element).
// Not React.lazy: a Suspense boundary would hold the page's first paint back.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
} from 'react';
import { Slot } from 'radix-ui';

type Impl = typeof import('./tooltip-radix');
type RootProps = ComponentProps<Impl['Tooltip']>;
type TriggerProps = ComponentProps<Impl['TooltipTrigger']>;
type ContentProps = ComponentProps<Impl['TooltipContent']>;

let impl: Impl | undefined;
let loading: Promise<void> | undefined;
/** A pointer is down on a trigger: swapping the element now could lose its click. */
let isPressing = false;
/** What had the focus just before the triggers became Radix's (new elements). */
let focusedBeforeSwap: Element | null = null;
const listeners = new Set<() => void>();
const swap = () => {
  focusedBeforeSwap = document.activeElement;
  listeners.forEach((listener) => listener());
};

function load() {
  loading ??= import('./tooltip-radix').then(
    (module) => {
      impl = module;
      if (!isPressing) swap();
    },
    () => {
      loading = undefined; // Offline: the next pointer move or focus tries again.
    },
  );
}

function useImpl(): Impl | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (isPressing ? undefined : impl),
    () => undefined,
  );
}

interface Front {
  impl: Impl | undefined;
  /** The pointer or focus is on the trigger (true) or has left it, or it was pressed (false). */
  want: (isWanted: boolean) => void;
}

const FrontContext = createContext<Front | null>(null);

function useFront(): Front {
  const front = useContext(FrontContext);
  if (!front) throw new Error('Tooltip parts must be used within a Tooltip');
  return front;
}

/** A tooltip; wraps itself in a provider so it also works outside any TooltipProvider. */
export function Tooltip(props: RootProps) {
  const { open, defaultOpen, onOpenChange } = props;
  const loaded = useImpl();
  const [isWanted, setWanted] = useState(false);
  const want = useCallback(
    (wanted: boolean) => {
      if (wanted) load();
      setWanted(wanted);
      // A controlled tooltip hears what Radix would have told it.
      if (open !== undefined && open !== wanted) onOpenChange?.(wanted);
    },
    [open, onOpenChange],
  );
  const front: Front = { impl: loaded, want };
  return (
    <FrontContext.Provider value={front}>
      {loaded ? (
        <loaded.Tooltip {...props} defaultOpen={defaultOpen ?? isWanted} />
      ) : (
        props.children
      )}
    </FrontContext.Provider>
  );
}

export function TooltipTrigger({ asChild, children, ...props }: TriggerProps) {
  const { impl: loaded, want } = useFront();
  const pointerUp = useRef<() => void>(undefined);
  useEffect(() => () => pointerUp.current?.(), []);
  const lightNode = useRef<HTMLElement | null>(null);
  const keepNode = useCallback((node: HTMLElement | null) => {
    if (node) lightNode.current = node;
  }, []);
  // After the swap to Radix the trigger is a new element: give it back the focus it had (Radix
  // then opens the tooltip, as it does on focus).
  const focusAgain = useCallback((node: HTMLElement | null) => {
    if (!node || !lightNode.current || lightNode.current !== focusedBeforeSwap) return;
    lightNode.current = null;
    if (document.activeElement === document.body || document.activeElement === null) node.focus();
  }, []);
  if (loaded)
    return (
      <loaded.TooltipTrigger ref={focusAgain} asChild={asChild} {...props}>
        {children}
      </loaded.TooltipTrigger>
    );
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      {...(asChild ? {} : { type: 'button' as const })}
      data-slot="tooltip-trigger"
      data-state="closed"
      {...props}
      ref={keepNode}
      onPointerMove={(event: React.PointerEvent<HTMLButtonElement>) => {
        props.onPointerMove?.(event);
        if (event.pointerType !== 'touch') want(true);
      }}
      onPointerLeave={(event: React.PointerEvent<HTMLButtonElement>) => {
        props.onPointerLeave?.(event);
        want(false);
      }}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        props.onPointerDown?.(event);
        want(false); // Radix closes a tooltip on pointer-down.
        load();
        isPressing = true;
        const release = () => {
          document.removeEventListener('pointerup', release);
          document.removeEventListener('pointercancel', release);
          pointerUp.current = undefined;
          // After the click that follows this pointer-up.
          setTimeout(() => {
            isPressing = false;
            if (impl) swap();
          }, 0);
        };
        pointerUp.current = release;
        document.addEventListener('pointerup', release);
        document.addEventListener('pointercancel', release);
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        if (!isPressing) want(true);
      }}
      onBlur={(event: React.FocusEvent<HTMLButtonElement>) => {
        props.onBlur?.(event);
        want(false);
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) want(false);
      }}
    >
      {children}
    </Comp>
  );
}

export function TooltipContent(props: ContentProps) {
  const { impl: loaded } = useFront();
  return loaded ? <loaded.TooltipContent {...props} /> : null;
}

export function TooltipProvider(props: ComponentProps<Impl['TooltipProvider']>) {
  const loaded = useImpl();
  return loaded ? <loaded.TooltipProvider {...props} /> : props.children;
}
