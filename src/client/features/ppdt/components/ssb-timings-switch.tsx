import { useId } from 'react';
import { Switch } from 'radix-ui';
import { PICTURE_RULES } from '@/shared/practice-rules';
import { Label } from '@/client/components/ui/label';

const { ssb } = PICTURE_RULES.ppdt;

/** 'SSB timings': the real board's picture 30 s, 1 min character marking, 4 min story. */
export function SsbTimingsSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="text-sm">
          SSB timings
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Exam conditions: picture {ssb.observeSeconds} s, {ssb.markSeconds / 60} min to mark the
          characters, {ssb.writeSeconds / 60} min story.
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
