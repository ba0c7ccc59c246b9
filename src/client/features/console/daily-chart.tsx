import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { formatDay } from './overview-api';

export interface DailyPoint {
  day: string;
  value: number;
}

const HEIGHT = 180;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 48 };

/**
 * One bar per day (visx, docs/decisions/019-charts.md), drawn in currentColor-based theme colours
 * so dark mode follows. The picture is role="img" with a summary label; the numbers are in the
 * table beside it ("Show as table"). Negative values (a day of refunds) hang below the zero line.
 */
export function DailyChart({
  title,
  points,
  format = (n) => n.toLocaleString('en-IN'),
}: {
  title: string;
  points: DailyPoint[];
  format?: (n: number) => string;
}) {
  const { parentRef, width } = useParentSize({ debounceTime: 100 });
  const total = points.reduce((s, p) => s + p.value, 0);
  const peak = points.reduce((best, p) => (p.value > best.value ? p : best), points[0]);
  const summary =
    points.length === 0
      ? `${title}: no data`
      : `${title}, last ${points.length} days: total ${format(total)}; highest ${format(peak.value)} on ${formatDay(peak.day)}.`;
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: points.map((p) => p.day), range: [0, innerW], padding: 0.2 });
  const min = Math.min(0, ...points.map((p) => p.value));
  const max = Math.max(1, ...points.map((p) => p.value));
  const y = scaleLinear({ domain: [min, max], range: [innerH, 0], nice: true });
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerW / 56))));

  return (
    <figure className="flex flex-col gap-2">
      {/* The SVG is absolutely placed so its width never props the layout open (phones). */}
      <div
        ref={parentRef}
        className="relative w-full min-w-0 text-muted-foreground"
        style={{ height: HEIGHT }}
      >
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={summary}
            className="absolute inset-0"
          >
            <Group left={MARGIN.left} top={MARGIN.top}>
              <GridRows
                scale={y}
                width={innerW}
                numTicks={4}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              {points.map((p) => {
                const bx = x(p.day) ?? 0;
                const top = y(Math.max(0, p.value));
                const h = Math.abs(y(p.value) - y(0));
                return (
                  <Bar
                    key={p.day}
                    x={bx}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(p.value === 0 ? 0 : 1, h)}
                    className={p.value < 0 ? 'fill-destructive' : 'fill-primary'}
                    rx={2}
                  >
                    <title>{`${formatDay(p.day)}: ${format(p.value)}`}</title>
                  </Bar>
                );
              })}
              <Line
                from={{ x: 0, y: y(0) }}
                to={{ x: innerW, y: y(0) }}
                stroke="currentColor"
                strokeOpacity={0.5}
              />
              <AxisLeft
                scale={y}
                numTicks={4}
                tickFormat={(v) => format(Number(v))}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={{ fill: 'currentColor', fontSize: 10, textAnchor: 'end', dx: -4 }}
                hideAxisLine
              />
              <AxisBottom
                top={innerH}
                scale={x}
                tickValues={points.filter((_, i) => i % every === 0).map((p) => p.day)}
                tickFormat={(d) => formatDay(String(d))}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={{ fill: 'currentColor', fontSize: 10, textAnchor: 'middle' }}
                hideAxisLine
              />
            </Group>
          </svg>
        )}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
