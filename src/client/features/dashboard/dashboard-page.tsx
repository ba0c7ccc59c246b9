import { PageHeader } from '@/client/components/app/page-header';
import { DashboardHero } from './dashboard-hero';
import { HowItWorks } from './how-it-works';
import { QuickLinks } from './quick-links';
import { StreakBadge } from './streak-badge';

/** The signed-in home page (spec part 1 §2 Dashboard). */
export function DashboardPage({ name }: { name?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 sm:gap-8">
      <PageHeader title="Dashboard">
        <StreakBadge />
      </PageHeader>
      <DashboardHero name={name} />
      <QuickLinks />
      <HowItWorks />
    </div>
  );
}
