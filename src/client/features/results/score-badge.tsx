import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { scoreVariant } from './score';

/** A score in a badge coloured by the spec's thresholds; 'N/A' (outline) when there is no score. */
export function ScoreBadge({
  score,
  children,
  className,
}: {
  score: number | null;
  /** The text; defaults to the score or 'N/A'. */
  children?: ReactNode;
  className?: string;
}) {
  const variant = score === null ? 'outline' : scoreVariant(score);
  return (
    <Badge variant={variant} data-variant={variant} className={cn('tabular-nums', className)}>
      {children ?? (score === null ? 'N/A' : score)}
    </Badge>
  );
}
