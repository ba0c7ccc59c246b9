import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { count } from '@/shared/plural';
import { RESPONSE_MAX_LENGTH } from '@/shared/practice-rules';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { wordCount } from '../clock';

// Once a phone's keyboard has opened, make sure the box is not hidden under it.
function keepInView(event: FocusEvent<HTMLElement>) {
  const el = event.currentTarget;
  window.setTimeout(() => el.scrollIntoView?.({ block: 'nearest' }), 300);
}

/** The story being written; it grows to fill the space left above the keyboard. */
export function StoryBox({
  value,
  onChange,
  onFocus,
  isDisabled,
  autoFocus,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  onFocus?: () => void;
  isDisabled: boolean;
  autoFocus: boolean;
  placeholder: string;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus && !isDisabled) ref.current?.focus({ preventScroll: true });
  }, [autoFocus, isDisabled]);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={id} className="sr-only">
        Your story
      </Label>
      <Textarea
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={(e) => {
          keepInView(e);
          onFocus?.();
        }}
        disabled={isDisabled}
        maxLength={RESPONSE_MAX_LENGTH}
        autoCapitalize="sentences"
        spellCheck
        placeholder={placeholder}
        className="min-h-28 flex-1 resize-none text-base leading-relaxed [field-sizing:fixed] md:text-base"
      />
    </div>
  );
}

export function WordCount({ text }: { text: string }) {
  const n = wordCount(text);
  return (
    <p className="text-sm text-muted-foreground tabular-nums" aria-live="off">
      {count(n, 'word')}
    </p>
  );
}
