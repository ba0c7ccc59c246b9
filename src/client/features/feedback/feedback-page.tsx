import { PageHeader } from '@/client/components/app/page-header';
import { FeedbackForm } from './feedback-form';
import { FeedbackGuidelines } from './feedback-guidelines';
import { QuickLinksCard } from './quick-links-card';

export function FeedbackPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title="Feedback" description="Help us make SSB Prep better for every aspirant." />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
        <FeedbackForm />
        <QuickLinksCard />
      </div>
      <FeedbackGuidelines />
    </div>
  );
}
