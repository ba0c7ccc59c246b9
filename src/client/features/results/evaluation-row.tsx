import { count } from '@/shared/plural';
import { useState } from 'react';
import { useScrollIntoView } from './use-scroll-into-view';
import { ChevronDownIcon } from 'lucide-react';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/client/components/ui/collapsible';
import { formatDate } from '@/client/lib/format';
import { RESULT_COPY } from './copy';
import { DetailsLoader } from './details-loader';
import { EvaluationDetails } from './evaluation-details';
import { FailedNotice, PendingNote, StatusBadge } from './evaluation-state';
import { formatOverall } from './score';
import { ScoreBadge } from './score-badge';

/** One evaluation in the results list: a collapsible row whose details load when it opens. */
export function EvaluationRow({
  evaluation,
  isTarget = false,
}: {
  evaluation: EvaluationSummary;
  /** Opened from a link to this evaluation (?evaluation=<id>, e.g. a quote on /progress). */
  isTarget?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(isTarget);
  const ref = useScrollIntoView<HTMLDivElement>(isTarget);
  const { status, overallScore } = evaluation;
  const score = status === 'done' ? overallScore : null;
  const answers = count(evaluation.itemCount, 'answer');
  return (
    <Collapsible
      open={isOpen}
      onOpenChange={setIsOpen}
      ref={ref}
      data-target={isTarget || undefined}
      className="scroll-mt-20 rounded-xl border bg-card text-card-foreground shadow-sm data-target:ring-2 data-target:ring-ring/60"
    >
      <h2>
        <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-xl p-3 text-left transition-colors outline-none hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4">
          <ChevronDownIcon
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="font-semibold">{RESULT_COPY[evaluation.testType].short} Test</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <time dateTime={evaluation.createdAt}>{formatDate(evaluation.createdAt)}</time>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>{answers}</span>
              <StatusBadge status={status} />
            </span>
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span className="text-xs text-muted-foreground">Overall Score</span>
            <ScoreBadge score={score}>
              {score === null ? 'N/A' : `${formatOverall(score)}/5`}
            </ScoreBadge>
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
          {(detail) => <EvaluationDetails detail={detail} />}
        </DetailsLoader>
      </CollapsibleContent>
    </Collapsible>
  );
}
