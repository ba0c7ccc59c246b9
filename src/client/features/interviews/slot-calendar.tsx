import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayName = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' });
const pad = (n: number) => String(n).padStart(2, '0');
const keyOf = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/**
 * A month grid of day keys (yyyy-MM-dd in the user's zone). Days before `today` and days
 * without a free slot are disabled (spec part 2 §5). Pure calendar arithmetic in UTC: no zone.
 */
export function SlotCalendar({
  today,
  available,
  selected,
  onSelect,
}: {
  today: string;
  available: ReadonlySet<string>;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const first = [...available].sort()[0] ?? today;
  const [month, setMonth] = useState(() => {
    const [y, m] = (selected ?? first).split('-').map(Number);
    return { y, m: m - 1 };
  });
  const [ty, tm] = today.split('-').map(Number);
  const canGoBack = month.y > ty || (month.y === ty && month.m > tm - 1);
  const startWeekday = new Date(Date.UTC(month.y, month.m, 1)).getUTCDay();
  const days = new Date(Date.UTC(month.y, month.m + 1, 0)).getUTCDate();
  const shift = (delta: number) =>
    setMonth(({ y, m }) => {
      const d = new Date(Date.UTC(y, m + delta, 1));
      return { y: d.getUTCFullYear(), m: d.getUTCMonth() };
    });

  return (
    <div className="w-full max-w-xs rounded-lg border p-3" role="group" aria-label="Choose a date">
      <div className="mb-2 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => shift(-1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {monthName.format(new Date(Date.UTC(month.y, month.m, 1)))}
        </p>
        <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => shift(1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground">
        {WEEKDAYS.map((d) => (
          <span key={d} aria-hidden="true">
            {d}
          </span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {Array.from({ length: startWeekday }, (_, i) => (
          <span key={`pad-${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const day = i + 1;
          const key = keyOf(month.y, month.m, day);
          const disabled = key < today || !available.has(key);
          const isSelected = key === selected;
          return (
            <button
              key={key}
              type="button"
              disabled={disabled}
              aria-pressed={isSelected}
              aria-label={dayName.format(new Date(Date.UTC(month.y, month.m, day)))}
              onClick={() => onSelect(key)}
              className={cn(
                'flex aspect-square items-center justify-center rounded-md text-sm transition-colors',
                'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                disabled
                  ? 'cursor-not-allowed text-muted-foreground/40'
                  : 'font-medium hover:bg-accent',
                !disabled && !isSelected && 'bg-primary/10 text-primary',
                isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                key === today && !isSelected && 'ring-1 ring-primary/40',
              )}
            >
              {day}
            </button>
          );
        })}
      </div>
    </div>
  );
}
