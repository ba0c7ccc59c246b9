import { useEffect, useState } from 'react';
import { FlameIcon } from 'lucide-react';
import { toast } from 'sonner';
import { badgeVariants } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';
import { cn } from '@/client/lib/utils';
import { useStreak } from './api';
import { daysLabel } from './format';

export const STREAK_HINT = 'Complete any test (PPDT, WAT, or SRT) daily to continue streak.';

/** The dashboard's top-right streak badge (spec part 1 §2), with its hint on hover, focus or tap. */
export function StreakBadge() {
  const { data, isPending, error } = useStreak();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Spec part 1 §8. The id keeps one toast per failure even when effects run twice.
    if (error)
      toast.error('Error', { id: 'streak-error', description: 'Failed to fetch streak data.' });
  }, [error]);

  if (isPending) return <Skeleton className="h-8 w-24 rounded-full" aria-label="Loading streak" />;
  if (!data) return null;

  const active = data.currentStreak > 0;
  const label = daysLabel(data.currentStreak);
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={`Current streak: ${label}`}
          // A tap shows the hint on touch screens, where there is no hover.
          onClick={(event) => {
            event.preventDefault();
            setOpen((value) => !value);
          }}
          className={cn(
            badgeVariants({ variant: 'outline' }),
            'h-8 cursor-default gap-1.5 rounded-full px-3 text-sm [&>svg]:size-4',
            active
              ? 'border-orange-500/40 bg-orange-500/10 text-orange-700 dark:text-orange-300'
              : 'bg-card text-muted-foreground',
          )}
        >
          <FlameIcon aria-hidden="true" className={active ? 'fill-orange-500/30' : undefined} />
          <span className="font-semibold tabular-nums">{label}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom" align="end">
        {STREAK_HINT}
      </TooltipContent>
    </Tooltip>
  );
}
