/** A chart marker in currentColor; each test type has its own shape (colour is not the only cue). */
export function PointShape({
  shape,
  x,
  y,
  size,
}: {
  shape: 'circle' | 'square' | 'triangle' | 'diamond';
  x: number;
  y: number;
  size: number;
}) {
  const common = { fill: 'currentColor', stroke: 'var(--card)', strokeWidth: 1.5 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={size} {...common} />;
  if (shape === 'square')
    return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} {...common} />;
  const s = size * 1.25;
  const d =
    shape === 'triangle'
      ? `M${x},${y - s} L${x + s},${y + s * 0.8} L${x - s},${y + s * 0.8} Z`
      : `M${x},${y - s} L${x + s},${y} L${x},${y + s} L${x - s},${y} Z`;
  return <path d={d} {...common} />;
}
