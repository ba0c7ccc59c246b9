import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ProgressPoint } from '@/shared/progress';
import type { TestType } from '@/shared/tests';
import { count } from '@/shared/plural';
import { formatInstant, formatScore, SERIES, TEST_LABELS, TREND_TYPES } from './format';
import { PointShape } from './point-shape';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 32 };
const DAY_MS = 86_400_000;

/** What a point says to a screen reader and in its tooltip. */
export function pointLabel(p: ProgressPoint, timeZone: string): string {
  return `${TEST_LABELS[p.testType as TestType]} on ${formatInstant(p.at, timeZone)}: ${formatScore(p.score)} out of 5`;
}

/**
 * The score trend (issue 19): a line per test type, a point per evaluation, y 0–5 (visx,
 * docs/decisions/019-charts.md). Hover or keyboard focus shows a point's date and score; the arrow
 * keys move between points. The numbers are also in a summary sentence and a table.
 */
export function ScoreTrend({ points, timeZone }: { points: ProgressPoint[]; timeZone: string }) {
  // 640 until measured: jsdom has no layout, and a browser measures before the next frame.
  const { parentRef, width } = useParentSize({ debounceTime: 100, initialSize: { width: 640 } });
  const [active, setActive] = useState<number | null>(null);
  const [focusable, setFocusable] = useState(Math.max(0, points.length - 1));
  const refs = useRef<(SVGGElement | null)[]>([]);

  const series = TREND_TYPES.map((type) => ({
    type,
    points: points.filter((p) => p.testType === type),
  })).filter((s) => s.points.length > 0);

  const times = points.map((p) => Date.parse(p.at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  // One day or less of data: widen the axis so the points sit in the middle.
  const pad = last - first < DAY_MS ? DAY_MS : (last - first) * 0.04;
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleTime({
    domain: [new Date(first - pad), new Date(last + pad)],
    range: [0, innerW],
  });
  const y = scaleLinear({ domain: [0, 5], range: [innerH, 0] });
  const tickFormat = useMemo(() => {
    try {
      return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone });
    } catch {
      return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
    }
  }, [timeZone]);

  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(points.length - 1, index + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? points.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusable(next);
    refs.current[next]?.focus();
  };

  const shown = active === null ? null : points[active];
  const tipX = shown ? MARGIN.left + x(new Date(shown.at)) : 0;
  const tipY = shown ? MARGIN.top + y(shown.score) : 0;

  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {series.map((s) => (
          <li key={s.type} className="flex items-center gap-1.5">
            <svg width="14" height="14" aria-hidden="true" style={{ color: SERIES[s.type].color }}>
              <PointShape shape={SERIES[s.type].shape} x={7} y={7} size={5} />
            </svg>
            {TEST_LABELS[s.type]}
          </li>
        ))}
      </ul>
      <div
        ref={parentRef}
        className="relative w-full min-w-0 overflow-hidden text-muted-foreground"
        style={{ height: HEIGHT }}
      >
        <svg
          width={width}
          height={HEIGHT}
          role="group"
          aria-label="Score trend chart: one point per evaluation. Use the arrow keys to move between points."
          className="absolute inset-0"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows
              scale={y}
              width={innerW}
              tickValues={[1, 2, 3, 4, 5]}
              stroke="currentColor"
              strokeOpacity={0.15}
            />
            <AxisLeft
              scale={y}
              tickValues={[0, 1, 2, 3, 4, 5]}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -4 }}
              hideAxisLine
              hideTicks
            />
            <AxisBottom
              top={innerH}
              scale={x}
              numTicks={Math.max(2, Math.floor(innerW / 80))}
              tickFormat={(d) => tickFormat.format(d as Date)}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
            />
            {series.map((s) => (
              <LinePath
                key={s.type}
                data={s.points}
                x={(p) => x(new Date(p.at))}
                y={(p) => y(p.score)}
                curve={curveMonotoneX}
                stroke={SERIES[s.type].color}
                strokeWidth={2}
                aria-hidden="true"
              />
            ))}
            {points.map((p, i) => {
              const px = x(new Date(p.at));
              const py = y(p.score);
              const type = p.testType as TestType;
              return (
                <g
                  key={p.evaluationId}
                  ref={(el) => {
                    refs.current[i] = el;
                  }}
                  role="img"
                  aria-label={pointLabel(p, timeZone)}
                  data-testid="trend-point"
                  tabIndex={i === focusable ? 0 : -1}
                  className="cursor-pointer outline-none"
                  style={{ color: SERIES[type].color }}
                  onMouseEnter={() => setActive(i)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => {
                    setActive(i);
                    setFocusable(i);
                  }}
                  onBlur={() => setActive(null)}
                  onKeyDown={(e) => move(e, i)}
                >
                  {/* A larger invisible target for fingers and mice. */}
                  <circle cx={px} cy={py} r={12} fill="transparent" />
                  {active === i && (
                    <circle
                      cx={px}
                      cy={py}
                      r={9}
                      fill="none"
                      stroke="var(--ring)"
                      strokeWidth={2}
                    />
                  )}
                  <PointShape
                    shape={SERIES[type].shape}
                    x={px}
                    y={py}
                    size={active === i ? 6 : 4.5}
                  />
                </g>
              );
            })}
          </Group>
        </svg>
        {shown && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute z-10 rounded-md border bg-popover px-2.5 py-1.5 text-xs whitespace-nowrap text-popover-foreground shadow-md"
            style={{
              left: Math.min(Math.max(tipX, 70), width - 70),
              top: tipY < 56 ? tipY + 16 : tipY - 12,
              transform: `translate(-50%, ${tipY < 56 ? '0' : '-100%'})`,
            }}
          >
            <div className="font-medium">
              {TEST_LABELS[shown.testType as TestType]} · {formatScore(shown.score)}/5
            </div>
            <div className="text-muted-foreground">{formatInstant(shown.at, timeZone)}</div>
          </div>
        )}
      </div>
      <figcaption className="sr-only">{trendSummary(points, timeZone)}</figcaption>
      <TrendTable points={points} timeZone={timeZone} />
    </figure>
  );
}

/** One sentence per test type: how many evaluations, the first and the latest score. */
export function trendSummary(points: ProgressPoint[], timeZone: string): string {
  const parts = TREND_TYPES.flatMap((type) => {
    const own = points.filter((p) => p.testType === type);
    if (own.length === 0) return [];
    const latest = own[own.length - 1];
    const head = `${TEST_LABELS[type]}: ${count(own.length, 'evaluation')}, latest ${formatScore(latest.score)} out of 5 on ${formatInstant(latest.at, timeZone)}`;
    return [own.length > 1 ? `${head} (first ${formatScore(own[0].score)})` : head];
  });
  return `Score trend. ${parts.join('; ')}.`;
}

function TrendTable({ points, timeZone }: { points: ProgressPoint[]; timeZone: string }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">Show as table</summary>
      <div className="mt-2 max-h-72 overflow-y-auto rounded-md border">
        <table className="w-full">
          <caption className="sr-only">Scores per evaluation, newest first</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="p-2 font-medium">
                Date
              </th>
              <th scope="col" className="p-2 font-medium">
                Test
              </th>
              <th scope="col" className="p-2 text-right font-medium">
                Score
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {[...points].reverse().map((p) => (
              <tr key={p.evaluationId}>
                <th scope="row" className="p-2 text-left font-normal">
                  {formatInstant(p.at, timeZone)}
                </th>
                <td className="p-2">{TEST_LABELS[p.testType as TestType]}</td>
                <td className="p-2 text-right tabular-nums">{formatScore(p.score)}/5</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
