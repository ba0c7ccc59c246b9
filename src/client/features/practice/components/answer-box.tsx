import { count } from '@/shared/plural';
import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { LoaderCircleIcon, SendHorizontalIcon } from 'lucide-react';
import { RESPONSE_MAX_LENGTH, type PracticeTestType } from '@/shared/practice-rules';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { PRACTICE_COPY } from '../config';

// Once the on-screen keyboard has opened, make sure the box is not hidden under it.
function keepInView(event: FocusEvent<HTMLElement>) {
  const el = event.currentTarget;
  window.setTimeout(() => el.scrollIntoView({ block: 'nearest' }), 300);
}

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * The answer field at the bottom of the test screen: one line for WAT (Enter submits), a small
 * text area with counts for SRT (Ctrl/⌘+Enter submits).
 */
export function AnswerBox({
  testType,
  itemKey,
  value,
  onChange,
  onSubmit,
  isSaving,
  isDisabled,
}: {
  testType: PracticeTestType;
  itemKey: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  isSaving: boolean;
  isDisabled: boolean;
}) {
  const copy = PRACTICE_COPY[testType];
  const id = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  // A new word or situation: the cursor goes back to the box.
  useEffect(() => {
    if (!isDisabled) inputRef.current?.focus({ preventScroll: true });
  }, [itemKey, isDisabled]);

  const button = (
    <Button
      type="submit"
      size="lg"
      className="h-12 shrink-0 px-5"
      disabled={isDisabled || isSaving}
    >
      {isSaving ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
      ) : (
        <SendHorizontalIcon aria-hidden="true" />
      )}
      <span className={testType === 'wat' ? 'max-[380px]:sr-only' : undefined}>
        {copy.submitLabel}
      </span>
    </Button>
  );

  return (
    <form
      className="mx-auto w-full max-w-2xl"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {testType === 'wat' ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Label htmlFor={id} className="sr-only">
              Your sentence
            </Label>
            <Input
              ref={inputRef}
              id={id}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onFocus={keepInView}
              readOnly={isSaving}
              disabled={isDisabled}
              maxLength={RESPONSE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="sentences"
              enterKeyHint="next"
              placeholder="Type your sentence..."
              className="h-12 text-base md:text-base"
            />
          </div>
          {button}
        </div>
      ) : (
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs whitespace-nowrap text-muted-foreground">
            <p id={`${id}-help`}>Write 1-2 lines per response</p>
            <span id={`${id}-count`} className="tabular-nums" aria-live="off">
              {count(value.length, 'character')} · {count(wordCount(value), 'word')}
            </span>
          </div>
          <Textarea
            ref={inputRef}
            id={id}
            aria-label="Your response"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onFocus={keepInView}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                onSubmit();
              }
            }}
            readOnly={isSaving}
            disabled={isDisabled}
            maxLength={RESPONSE_MAX_LENGTH}
            rows={3}
            autoCapitalize="sentences"
            placeholder="What would you do?"
            aria-describedby={`${id}-help ${id}-count`}
            className="max-h-40 min-h-20 text-base md:text-base"
          />
          <div className="flex justify-end [&>button]:max-sm:w-full">{button}</div>
        </div>
      )}
    </form>
  );
}
