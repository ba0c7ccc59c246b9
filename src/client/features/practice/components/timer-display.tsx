import { count } from '@/shared/plural';
import { cn } from '@/client/lib/utils';
import { formatSeconds } from '@/client/lib/timer';

/** The big countdown. Red for the last stretch; grey while paused. */
export function TimerDisplay({
  seconds,
  totalSeconds,
  isPaused,
  urgentAt,
}: {
  seconds: number;
  totalSeconds: number;
  isPaused: boolean;
  urgentAt: number;
}) {
  const fraction = totalSeconds > 0 ? Math.min(1, seconds / totalSeconds) : 0;
  const isUrgent = !isPaused && seconds <= urgentAt;
  return (
    <div className="flex flex-col items-center gap-2">
      <div
        role="timer"
        aria-label={`Time left: ${count(seconds, 'second')}`}
        className={cn(
          'text-6xl leading-none font-bold tabular-nums sm:text-7xl [@media(max-height:540px)]:text-4xl',
          isUrgent && 'text-destructive',
          isPaused && 'text-muted-foreground',
        )}
      >
        {formatSeconds(seconds)}
      </div>
      <div className="h-1.5 w-40 overflow-hidden rounded-full bg-muted" aria-hidden="true">
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
  );
}
