import type { ReactNode } from 'react';
import { PageHeader } from '@/client/components/app/page-header';
import { DashboardHero } from './dashboard-hero';
import { useGreeting } from './greeting';
import { HowItWorks } from './how-it-works';
import { ProgressCard } from './progress-card';
import { QuickLinks } from './quick-links';
import { StreakBadge } from './streak-badge';

/** The signed-in home page (spec part 1 §2 Dashboard). */
export function DashboardPage({
  user,
}: {
  user: { id: string; name?: string | null; email: string };
}) {
  const greeting = useGreeting(user);
  return (
    <DashboardTop greeting={greeting}>
      <ProgressCard />
      <QuickLinks />
      <HowItWorks />
    </DashboardTop>
  );
}

/**
 * The page's title and hero, and the rest below them. The server's first frame of the dashboard
 * (client/first-frame.tsx) is this without a greeting, data or children: the hero's text paints
 * before the scripts run, and what the app adds comes below it or in place of a placeholder of
 * the same height.
 */
export function DashboardTop({
  greeting,
  children,
}: {
  greeting: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 sm:gap-8">
      <PageHeader title="Dashboard">
        <StreakBadge />
      </PageHeader>
      <DashboardHero greeting={greeting} />
      {children}
    </div>
  );
}
