import { useWatch, type Control } from 'react-hook-form';
import { CheckIcon } from 'lucide-react';
import type { PiqFormValues } from '@/shared/schemas/piq';
import { cn } from '@/client/lib/utils';
import { missingRequired } from './form-values';
import { piqSteps } from './steps';

/** The five step cards: each shows its state and jumps to its step when clicked. */
export function StepCards({
  control,
  current,
  onSelect,
}: {
  control: Control<PiqFormValues, unknown, unknown>;
  current: number;
  onSelect: (step: number) => void;
}) {
  const values = useWatch({ control }) as PiqFormValues;
  return (
    <nav aria-label="PIQ steps">
      <ol className="grid grid-cols-5 gap-1.5 sm:gap-3">
        {piqSteps.map((s) => {
          const isCurrent = s.number === current;
          const isComplete = missingRequired(values, s.fields).length === 0;
          const Icon = s.icon;
          return (
            <li key={s.number} className="min-w-0">
              <button
                type="button"
                onClick={() => onSelect(s.number)}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${s.number}: ${s.title}${isComplete ? ' (complete)' : ''}`}
                className={cn(
                  'flex h-full w-full flex-col items-center gap-1.5 rounded-lg border bg-card px-1 py-2 text-center transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:gap-3 sm:px-3 sm:py-3 sm:text-left',
                  isCurrent && 'border-primary bg-primary/5 ring-1 ring-primary',
                )}
              >
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    isCurrent && 'border-primary bg-primary text-primary-foreground',
                    !isCurrent &&
                      isComplete &&
                      'border-transparent bg-secondary text-secondary-foreground',
                  )}
                  aria-hidden="true"
                >
                  {isComplete && !isCurrent ? (
                    <CheckIcon className="size-4" />
                  ) : (
                    <Icon className="size-4" />
                  )}
                </span>
                <span className="min-w-0" aria-hidden="true">
                  <span className="hidden text-xs text-muted-foreground sm:block">
                    Step {s.number}
                  </span>
                  <span className="block truncate text-[11px] leading-tight font-medium sm:text-sm lg:hidden">
                    {s.short}
                  </span>
                  <span className="hidden text-sm leading-tight font-medium lg:block">
                    {s.title}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
