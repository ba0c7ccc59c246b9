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
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 sm:gap-8">
      <PageHeader title="Dashboard">
        <StreakBadge />
      </PageHeader>
      <DashboardHero greeting={greeting} />
      <ProgressCard />
      <QuickLinks />
      <HowItWorks />
    </div>
  );
}
