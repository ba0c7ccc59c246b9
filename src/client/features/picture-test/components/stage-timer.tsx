import { count } from '@/shared/plural';
import { formatSeconds } from '@/client/lib/timer';
import { cn } from '@/client/lib/utils';

/** The big countdown of the current stage with its label; red for the last stretch, grey while paused. */
export function StageTimer({
  label,
  seconds,
  totalSeconds,
  isPaused,
  urgentAt,
}: {
  label: string;
  seconds: number;
  totalSeconds: number;
  isPaused: boolean;
  urgentAt: number;
}) {
  const fraction = totalSeconds > 0 ? Math.min(1, seconds / totalSeconds) : 0;
  const isUrgent = !isPaused && seconds <= urgentAt;
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {label}
        </p>
        <div
          className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-muted"
          aria-hidden="true"
        >
          <div
            className={cn(
              'h-full rounded-full bg-primary',
              isUrgent && 'bg-destructive',
              isPaused && 'bg-muted-foreground',
            )}
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
      </div>
      <div
        role="timer"
        aria-label={`Time left: ${count(seconds, 'second')}`}
        className={cn(
          'min-w-[4ch] text-right text-4xl leading-none font-bold tabular-nums sm:text-5xl [@media(max-height:500px)]:text-3xl',
          isUrgent && 'text-destructive',
          isPaused && 'text-muted-foreground',
        )}
      >
        {formatSeconds(seconds)}
      </div>
    </div>
  );
}
