import { useLayoutEffect, useRef } from 'react';
import { count } from '@/shared/plural';
import type { ProgressResponse } from '@/shared/progress';
import { calendarCells, intensity, streaks } from './calendar';
import { DayTable } from '@/client/components/charts/day-table';
import { formatDay, formatMonth } from './format';

const CELL = 12;
const GAP = 3;
const LEFT = 28;
const TOP = 16;
const OPACITY = [0, 0.3, 0.55, 0.8, 1] as const;
const ROW_LABELS: [number, string][] = [
  [0, 'Mon'],
  [2, 'Wed'],
  [4, 'Fri'],
];

export function cellLabel(date: string, n: number): string {
  return n === 0
    ? `No practice on ${formatDay(date)}`
    : `${count(n, 'practice')} on ${formatDay(date)}`;
}

function Swatch({ level }: { level: number }) {
  return (
    <svg width={CELL} height={CELL} aria-hidden="true">
      <Cell x={0} y={0} level={level} />
    </svg>
  );
}

function Cell({ x, y, level }: { x: number; y: number; level: number }) {
  const empty = level === 0;
  return (
    <rect
      x={x}
      y={y}
      width={CELL}
      height={CELL}
      rx={2}
      fill={empty ? 'var(--muted)' : 'var(--chart-1)'}
      fillOpacity={empty ? undefined : OPACITY[level]}
      stroke={empty ? 'var(--border)' : undefined}
    />
  );
}

/**
 * The practice calendar (issue 19): a heat map of the last six months in the user's time zone,
 * Monday-first weeks as columns. On a phone it scrolls sideways and opens on the latest weeks.
 */
export function StreakCalendar({ calendar, today }: Pick<ProgressResponse, 'calendar' | 'today'>) {
  const { cells, weeks } = calendarCells(calendar.from, today, calendar.days);
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [weeks]);

  const practiceDays = calendar.days.filter((d) => d.count > 0);
  const practices = practiceDays.reduce((s, d) => s + d.count, 0);
  const { current, longest } = streaks(today, calendar.days);
  const summary =
    practiceDays.length === 0
      ? `No practice since ${formatDay(calendar.from)}.`
      : `${count(practices, 'practice')} on ${count(practiceDays.length, 'day')} since ${formatDay(calendar.from)}. Current streak: ${count(current, 'day')}; longest: ${count(longest, 'day')}.`;

  const width = LEFT + weeks * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  // A month's label sits over the week in which its first day falls.
  const months = cells.filter((c) => c.date.endsWith('-01') || c === cells[0]);

  return (
    <figure className="flex flex-col gap-3">
      <p className="text-sm">{summary}</p>
      <div
        ref={scroller}
        className="overflow-x-auto rounded-md pb-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        tabIndex={0}
        role="region"
        aria-label="Heat map of practice days (scrolls sideways)"
      >
        <svg
          width={width}
          height={height}
          role="group"
          aria-label={`Practice calendar from ${formatDay(calendar.from)} to ${formatDay(today)}`}
          className="text-muted-foreground"
        >
          {months.map((c, i) =>
            // The first column's label would collide with the next month's when it is a stub.
            i === 0 && months[1] && months[1].week - c.week < 3 ? null : (
              <text
                key={c.date}
                x={LEFT + c.week * (CELL + GAP)}
                y={10}
                fontSize={10}
                fill="currentColor"
              >
                {formatMonth(c.date)}
              </text>
            ),
          )}
          {ROW_LABELS.map(([row, label]) => (
            <text
              key={label}
              x={0}
              y={TOP + row * (CELL + GAP) + CELL - 2}
              fontSize={10}
              fill="currentColor"
            >
              {label}
            </text>
          ))}
          {cells.map((c) => (
            <g
              key={c.date}
              role="img"
              aria-label={cellLabel(c.date, c.count)}
              data-testid="calendar-day"
              data-date={c.date}
              data-count={c.count}
            >
              <title>{cellLabel(c.date, c.count)}</title>
              <Cell
                x={LEFT + c.week * (CELL + GAP)}
                y={TOP + c.day * (CELL + GAP)}
                level={intensity(c.count)}
              />
            </g>
          ))}
        </svg>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="flex items-center gap-1" aria-hidden="true">
          Less
          {[0, 1, 2, 3, 4].map((level) => (
            <Swatch key={level} level={level} />
          ))}
          More
        </span>
        <span>Days in your time zone</span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show as table</summary>
        {practiceDays.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No practice days yet.</p>
        ) : (
          <DayTable
            caption="Practices per day, newest first"
            valueLabel="Practices"
            rows={[...practiceDays].reverse().map((d) => ({
              day: d.date,
              label: formatDay(d.date),
              value: String(d.count),
            }))}
          />
        )}
      </details>
    </figure>
  );
}
