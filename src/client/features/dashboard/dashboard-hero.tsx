import { CalendarCheckIcon, ShieldCheckIcon, TrophyIcon } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useStreak } from './api';
import { daysLabel, formatCalendarDay } from './format';

/** The product's tagline (spec part 1 §1) with the longest streak and the last day of practice. */
export function DashboardHero({ greeting }: { greeting: string | null }) {
  const { data: streak, isPending } = useStreak();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden rounded-xl border bg-gradient-to-br from-primary/15 via-primary/5 to-card p-5 shadow-sm sm:p-8"
    >
      <ShieldCheckIcon
        aria-hidden="true"
        className="pointer-events-none absolute -top-6 -right-6 size-36 text-primary/10 sm:-top-8 sm:-right-4 sm:size-52"
      />
      <div className="relative flex max-w-2xl flex-col items-start gap-3">
        {greeting === null ? (
          // The served first frame does not know the user yet: the pill's place, its height.
          <Skeleton className="h-[26px] w-40 rounded-full bg-primary/10" aria-hidden="true" />
        ) : (
          <p className="max-w-full truncate rounded-full border bg-background/70 px-3 py-1 text-xs font-medium">
            {greeting}
          </p>
        )}
        <h2
          id="hero-heading"
          className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
        >
          AI-powered SSB Test Preparation
        </h2>
        <p className="text-muted-foreground sm:text-lg">
          Practice PPDT, TAT, WAT &amp; SRT with real-time feedback from an AI assessor.
        </p>
        {isPending && (
          <Skeleton className="mt-1 h-5 w-full max-w-sm bg-primary/10" aria-hidden="true" />
        )}
        {streak && (
          <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-1.5">
              <TrophyIcon className="size-4 text-primary" aria-hidden="true" />
              <dt className="text-muted-foreground">Longest streak</dt>
              <dd className="font-medium">{daysLabel(streak.longestStreak)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <CalendarCheckIcon className="size-4 text-primary" aria-hidden="true" />
              <dt className="text-muted-foreground">Last activity</dt>
              <dd className="font-medium">
                {streak.lastActivityDate
                  ? formatCalendarDay(streak.lastActivityDate)
                  : 'No tests yet'}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
