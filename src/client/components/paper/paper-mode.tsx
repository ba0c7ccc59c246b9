import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { Switch } from 'radix-ui';
import { PencilLineIcon } from 'lucide-react';
import { Label } from '@/client/components/ui/label';
import { preloadPaperUploadPanel } from './lazy-paper-upload-panel';

type TestType = 'wat' | 'srt' | 'ppdt' | 'tat';
const key = (testType: TestType) => `ssb:paper-mode:${testType}`;

function read(testType: TestType): boolean {
  try {
    return window.localStorage.getItem(key(testType)) === '1';
  } catch {
    return false; // Storage blocked (private mode): paper mode is simply off.
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * 'Write on paper' for one test (issue 16): remembered in this browser, so the choice made before
 * a test still holds when it ends (and after a reload). Every user of the hook, in this tab and
 * in others, follows it.
 */
export function usePaperMode(testType: TestType): [boolean, (on: boolean) => void] {
  const isOn = useSyncExternalStore(subscribe, () => read(testType));
  // On paper, the upload panel will be needed when the test ends: fetch its code now.
  useEffect(() => {
    if (isOn) void preloadPaperUploadPanel();
  }, [isOn]);
  const set = useCallback(
    (on: boolean) => {
      try {
        if (on) window.localStorage.setItem(key(testType), '1');
        else window.localStorage.removeItem(key(testType));
      } catch {
        // Not stored: nothing to follow either (storage is blocked).
      }
      listeners.forEach((l) => l());
    },
    [testType],
  );
  return [isOn, set];
}

/** The switch on a test's start screen. */
export function PaperModeSwitch({ testType }: { testType: TestType }) {
  const [isOn, setIsOn] = usePaperMode(testType);
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border bg-card p-4 shadow-xs">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="text-sm">
          Write on paper
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Like at the SSB: the timers run as usual while you write by hand. At the end, photograph
          your sheets with your phone; you check the transcription, then it is assessed.
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={isOn}
        onCheckedChange={setIsOn}
        aria-describedby={`${id}-hint`}
        className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}

/** Shown above the instructions in paper mode (the test screen itself covers the page). */
export function PaperModeNote() {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <PencilLineIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      Writing on paper: have your sheet and pen ready and number each answer; leave the answer box
      empty, the timer moves on by itself. At the end you photograph the sheets with your phone.
    </p>
  );
}
