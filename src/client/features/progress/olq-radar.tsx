import { curveLinearClosed } from '@visx/curve';
import { Group } from '@visx/group';
import { Line, LinePath } from '@visx/shape';
import type { FactorProgress } from '@/shared/progress';

const SIZE = { width: 320, height: 280 };
const RADIUS = 78;
const RINGS = [0.25, 0.5, 0.75, 1];

/** Two short lines for a factor's name ('Planning &' / 'organising'). */
function labelLines(factor: string): string[] {
  const words = factor.split(' ');
  if (words.length === 1) return words;
  const cut = words[0].length <= 3 ? 2 : 1;
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
}

export function levelPercent(level: number | null): string {
  return level === null ? 'no evidence yet' : `${Math.round(level * 100)}%`;
}

/**
 * The four OLQ factors on a radar (visx): each axis runs from the centre (0) to the rim (1). A
 * factor with no evidence sits at the centre, drawn hollow, and says so in its label.
 */
export function OlqRadar({ factors }: { factors: FactorProgress[] }) {
  const n = factors.length;
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / n;
  const at = (i: number, r: number) => ({
    x: Math.cos(angle(i)) * r,
    y: Math.sin(angle(i)) * r,
  });
  const summary = `OLQ factors: ${factors.map((f) => `${f.factor} ${levelPercent(f.level)}`).join(', ')}.`;
  return (
    <svg
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      className="mx-auto h-auto w-full max-w-sm text-muted-foreground"
      role="img"
      aria-label={summary}
    >
      <Group left={SIZE.width / 2} top={SIZE.height / 2}>
        {RINGS.map((r) => (
          <LinePath
            key={r}
            data={factors.map((_, i) => at(i, r * RADIUS))}
            x={(p) => p.x}
            y={(p) => p.y}
            curve={curveLinearClosed}
            stroke="currentColor"
            strokeOpacity={r === 1 ? 0.35 : 0.15}
            fill="none"
          />
        ))}
        {factors.map((f, i) => (
          <Line
            key={f.factor}
            from={{ x: 0, y: 0 }}
            to={at(i, RADIUS)}
            stroke="currentColor"
            strokeOpacity={0.25}
          />
        ))}
        <LinePath
          data={factors.map((f, i) => at(i, (f.level ?? 0) * RADIUS))}
          x={(p) => p.x}
          y={(p) => p.y}
          curve={curveLinearClosed}
          stroke="var(--chart-1)"
          strokeWidth={2}
          fill="var(--chart-1)"
          fillOpacity={0.2}
        />
        {factors.map((f, i) => {
          const p = at(i, (f.level ?? 0) * RADIUS);
          return (
            <circle
              key={f.factor}
              cx={p.x}
              cy={p.y}
              r={4}
              fill={f.level === null ? 'var(--card)' : 'var(--chart-1)'}
              stroke="var(--chart-1)"
              strokeWidth={1.5}
            />
          );
        })}
        {factors.map((f, i) => {
          const p = at(i, RADIUS + 14);
          const cos = Math.cos(angle(i));
          const anchor = Math.abs(cos) < 0.3 ? 'middle' : cos > 0 ? 'start' : 'end';
          const lines = [...labelLines(f.factor), levelPercent(f.level)];
          const sin = Math.sin(angle(i));
          // Top labels grow upwards, bottom ones downwards, side ones around the axis.
          const firstDy =
            sin < -0.3 ? -(lines.length - 1) * 13 : sin > 0.3 ? 6 : -(lines.length - 1) * 6.5 + 4;
          return (
            <text
              key={f.factor}
              x={p.x}
              y={p.y}
              textAnchor={anchor}
              fontSize={11}
              fill="currentColor"
            >
              {lines.map((line, j) => (
                <tspan
                  key={j}
                  x={p.x}
                  dy={j === 0 ? firstDy : 13}
                  className={j === lines.length - 1 ? 'fill-foreground font-semibold' : undefined}
                >
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </Group>
    </svg>
  );
}
