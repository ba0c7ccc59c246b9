import { CircleCheckIcon, TrendingUpIcon } from 'lucide-react';
import type { OlqKey } from '@/shared/olqs';
import { olqLabel } from '@/shared/olqs';
import { Badge } from '@/client/components/ui/badge';

/** Strengths and areas for improvement side by side (stacked on a phone). */
export function StrengthsAndImprovements({
  strengths,
  improvements,
  improvementsTitle = 'Improvements',
}: {
  strengths: string[];
  improvements: string[];
  improvementsTitle?: string;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <FeedbackList
        title="Strengths"
        items={strengths}
        empty="No clear strength yet."
        tone="good"
      />
      <FeedbackList
        title={improvementsTitle}
        items={improvements}
        empty="Nothing to improve here."
        tone="improve"
      />
    </div>
  );
}

function FeedbackList({
  title,
  items,
  empty,
  tone,
}: {
  title: string;
  items: string[];
  empty: string;
  tone: 'good' | 'improve';
}) {
  const Icon = tone === 'good' ? CircleCheckIcon : TrendingUpIcon;
  return (
    <section aria-label={title} className="rounded-lg border bg-surface/60 p-3">
      <h4 className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold">
        <Icon
          className={tone === 'good' ? 'size-4 text-success' : 'size-4 text-primary'}
          aria-hidden="true"
        />
        {title}
      </h4>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm marker:text-muted-foreground">
          {items.map((item, i) => (
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The OLQs an answer shows and lacks, by their labels. */
export function OlqChips({ shown, lacking }: { shown: OlqKey[]; lacking: OlqKey[] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:items-baseline sm:gap-x-3">
      <dt className="font-medium">OLQs shown</dt>
      <dd>
        <ChipList keys={shown} variant="secondary" />
      </dd>
      <dt className="font-medium">OLQs lacking</dt>
      <dd>
        <ChipList keys={lacking} variant="outline" />
      </dd>
    </dl>
  );
}

function ChipList({ keys, variant }: { keys: OlqKey[]; variant: 'secondary' | 'outline' }) {
  if (keys.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {keys.map((key) => (
        <li key={key}>
          <Badge variant={variant}>{olqLabel(key)}</Badge>
        </li>
      ))}
    </ul>
  );
}
