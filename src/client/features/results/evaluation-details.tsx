import type { EvaluationDetail } from '@/shared/schemas/evaluations';
import { AnswerCard } from './answer-card';
import { AssessorNote } from './assessor-note';
import { OlqProfile } from './olq-profile';

/** The body of an open results row: every answer, then the session's summary and OLQ profile. */
export function EvaluationDetails({ detail }: { detail: EvaluationDetail }) {
  const answered = detail.items.length;
  return (
    <div className="flex flex-col gap-4">
      <AssessorNote assessor={detail.assessor} />
      {detail.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No answers were recorded for this test.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {detail.items.map((item, i) => (
            <li key={item.responseId}>
              <AnswerCard item={item} number={i + 1} testType={detail.testType} />
            </li>
          ))}
        </ol>
      )}
      {detail.summary && (
        <section
          aria-labelledby={`summary-${detail.id}`}
          className="flex flex-col gap-2 rounded-lg border bg-surface/60 p-3 sm:p-4"
        >
          <h3 id={`summary-${detail.id}`} className="font-semibold">
            Summary
          </h3>
          <p className="text-sm">{detail.summary}</p>
        </section>
      )}
      {detail.olqProfile && (
        <section
          aria-labelledby={`olq-${detail.id}`}
          className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4"
        >
          <div>
            <h3 id={`olq-${detail.id}`} className="font-semibold">
              OLQ profile
            </h3>
            <p className="text-xs text-muted-foreground">
              How many of your {answered} answers showed each officer-like quality.
            </p>
          </div>
          <OlqProfile profile={detail.olqProfile} answerCount={answered} />
        </section>
      )}
    </div>
  );
}
