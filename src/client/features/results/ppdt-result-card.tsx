import { useState } from 'react';
import { useScrollIntoView } from './use-scroll-into-view';
import { ChevronDownIcon } from 'lucide-react';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import { Badge } from '@/client/components/ui/badge';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/client/components/ui/collapsible';
import { formatDate } from '@/client/lib/format';
import { DetailsLoader } from './details-loader';
import { FailedNotice, PendingNote, StatusBadge } from './evaluation-state';
import { PpdtResponse } from './ppdt-response';
import { formatOverall } from './score';

/** One PPDT attempt: date badge and 'Overall Score x/5'; the responses load when it opens. */
export function PpdtResultCard({
  evaluation,
  isTarget = false,
}: {
  evaluation: EvaluationSummary;
  /** Opened from a link to this evaluation (?evaluation=<id>, e.g. a quote on /progress). */
  isTarget?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(isTarget);
  const ref = useScrollIntoView<HTMLDivElement>(isTarget);
  const { status } = evaluation;
  const score = status === 'done' ? evaluation.overallScore : null;
  return (
    <Collapsible
      open={isOpen}
      onOpenChange={setIsOpen}
      ref={ref}
      data-target={isTarget || undefined}
      className="scroll-mt-20 rounded-xl border bg-card text-card-foreground shadow-sm data-target:ring-2 data-target:ring-ring/60"
    >
      <h2>
        <CollapsibleTrigger className="group flex w-full flex-wrap items-center gap-x-3 gap-y-2 rounded-xl p-3 text-left transition-colors outline-none hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4">
          <Badge variant="outline" className="sm:text-sm">
            <time dateTime={evaluation.createdAt}>{formatDate(evaluation.createdAt)}</time>
          </Badge>
          <StatusBadge status={status} />
          <span className="ml-auto flex items-center gap-2">
            <span className="text-sm font-semibold tabular-nums sm:text-base">
              Overall Score {score === null ? 'N/A' : `${formatOverall(score)}/5`}
            </span>
            <ChevronDownIcon
              className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </span>
        </CollapsibleTrigger>
      </h2>
      {status === 'failed' && (
        <div className="px-3 pb-3 sm:px-4 sm:pb-4">
          <FailedNotice evaluation={evaluation} />
        </div>
      )}
      <CollapsibleContent className="flex flex-col gap-3 border-t p-3 sm:p-4">
        {(status === 'queued' || status === 'running') && <PendingNote status={status} />}
        <DetailsLoader evaluation={evaluation}>
          {(detail) =>
            detail.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No responses were recorded for this attempt.
              </p>
            ) : (
              <ol className="flex flex-col gap-3">
                {detail.items.map((item, i) => (
                  <li key={item.responseId}>
                    <PpdtResponse item={item} number={i + 1} />
                  </li>
                ))}
              </ol>
            )
          }
        </DetailsLoader>
      </CollapsibleContent>
    </Collapsible>
  );
}
