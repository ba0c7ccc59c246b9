import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

/** The short facts on a start card (timings, fullscreen), each with its icon. */
export function FactList({
  facts,
  className,
}: {
  facts: { icon: ReactNode; text: string }[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-3 text-sm sm:grid-cols-2', className)}>
      {facts.map((fact) => (
        <li
          key={fact.text}
          className="flex gap-3 rounded-lg border bg-surface p-3 text-muted-foreground"
        >
          <span className="mt-0.5 text-primary [&_svg]:size-4" aria-hidden="true">
            {fact.icon}
          </span>
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  );
}
