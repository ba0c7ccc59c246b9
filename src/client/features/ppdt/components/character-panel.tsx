import { useId } from 'react';
import { ChevronDownIcon, MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';
import {
  ageText,
  MAX_CHARACTERS,
  markingSummary,
  MOODS,
  withCount,
  withPerson,
  type CharacterDraft,
} from '../characters';

/**
 * Character marking, compact enough for a phone: the number of characters and, for each, age,
 * sex (M/F) and mood (+ 0 −), then the action. Folds to one line while the story is written.
 */
export function CharacterPanel({
  value,
  onChange,
  isOpen,
  onOpenChange,
  isDisabled,
}: {
  value: CharacterDraft;
  onChange: (next: CharacterDraft) => void;
  isOpen: boolean;
  /** Absent: always open (the marking stage). */
  onOpenChange?: (open: boolean) => void;
  isDisabled: boolean;
}) {
  const id = useId();
  const contentId = `${id}-content`;
  return (
    <section aria-label="Character marking" className="shrink-0 rounded-lg border bg-card">
      {onOpenChange ? (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => onOpenChange(!isOpen)}
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="font-medium">Characters</span>
          <span className="min-w-0 flex-1 truncate text-muted-foreground tabular-nums">
            {markingSummary(value)}
          </span>
          <ChevronDownIcon
            className={cn(
              'size-4 shrink-0 text-muted-foreground transition-transform',
              isOpen && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      ) : (
        <h2 className="px-3 pt-2.5 text-sm font-medium">Mark the characters</h2>
      )}
      {isOpen && (
        <div id={contentId} className="flex flex-col gap-2.5 px-3 pt-1 pb-3">
          <div className="flex items-center gap-2">
            <span id={`${id}-count`} className="text-sm text-muted-foreground">
              Number of characters
            </span>
            <div
              role="group"
              aria-labelledby={`${id}-count`}
              className="ml-auto flex items-center gap-1"
            >
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label="Fewer characters"
                disabled={isDisabled || value.count === 0}
                onClick={() => onChange(withCount(value, value.count - 1))}
              >
                <MinusIcon aria-hidden="true" />
              </Button>
              <output
                className="w-7 text-center text-lg font-semibold tabular-nums"
                aria-live="polite"
              >
                {value.count}
              </output>
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label="More characters"
                disabled={isDisabled || value.count >= MAX_CHARACTERS}
                onClick={() => onChange(withCount(value, value.count + 1))}
              >
                <PlusIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
          {value.people.length > 0 && (
            <ol className="flex flex-col gap-1.5">
              {value.people.map((person, i) => (
                <li
                  key={i}
                  role="group"
                  aria-label={`Character ${i + 1}`}
                  className="flex flex-wrap items-center gap-x-2 gap-y-1.5"
                >
                  <span
                    className="w-4 text-sm text-muted-foreground tabular-nums"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <Input
                    aria-label={`Character ${i + 1} age`}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    placeholder="Age"
                    value={person.age}
                    disabled={isDisabled}
                    onChange={(e) =>
                      onChange(withPerson(value, i, { age: ageText(e.target.value) }))
                    }
                    className="h-9 w-14 px-2 text-center tabular-nums"
                  />
                  <Segmented
                    label={`Character ${i + 1} sex`}
                    options={[
                      { value: 'M', symbol: 'M', label: 'Male' },
                      { value: 'F', symbol: 'F', label: 'Female' },
                    ]}
                    selected={person.sex}
                    isDisabled={isDisabled}
                    onSelect={(sex) =>
                      onChange(withPerson(value, i, { sex: sex === person.sex ? null : sex }))
                    }
                  />
                  <Segmented
                    label={`Character ${i + 1} mood`}
                    options={MOODS}
                    selected={person.mood}
                    isDisabled={isDisabled}
                    onSelect={(mood) =>
                      onChange(withPerson(value, i, { mood: mood === person.mood ? null : mood }))
                    }
                  />
                </li>
              ))}
            </ol>
          )}
          <Input
            aria-label="Action"
            placeholder="Action: what is happening?"
            autoComplete="off"
            maxLength={300}
            value={value.action}
            disabled={isDisabled}
            onChange={(e) => onChange({ ...value, action: e.target.value })}
            className="h-9"
          />
        </div>
      )}
    </section>
  );
}

function Segmented<T extends string>({
  label,
  options,
  selected,
  onSelect,
  isDisabled,
}: {
  label: string;
  options: readonly { value: T; symbol: string; label: string }[];
  selected: T | null;
  onSelect: (value: T) => void;
  isDisabled: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex overflow-hidden rounded-md border shadow-xs"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={selected === o.value}
          aria-label={o.label}
          title={o.label}
          disabled={isDisabled}
          onClick={() => onSelect(o.value)}
          className={cn(
            'h-9 w-9 border-l text-sm font-semibold outline-none first:border-l-0 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset disabled:opacity-50',
            selected === o.value
              ? 'bg-primary text-primary-foreground'
              : 'bg-background hover:bg-accent',
          )}
        >
          {o.symbol}
        </button>
      ))}
    </div>
  );
}
