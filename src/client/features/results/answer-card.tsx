import { HeartHandshakeIcon } from 'lucide-react';
import type { EvaluationDetailItem } from '@/shared/schemas/evaluations';
import type { TestType } from '@/shared/tests';
import { RESULT_COPY } from './copy';
import { OlqChips, StrengthsAndImprovements } from './feedback-lists';
import { ScoreBadge } from './score-badge';
import { StimulusImage } from './stimulus-image';

/** One answer of a TAT, WAT or SRT evaluation: stimulus, answer and the assessor's judgement. */
export function AnswerCard({
  item,
  number,
  testType,
}: {
  item: EvaluationDetailItem;
  number: number;
  testType: TestType;
}) {
  const copy = RESULT_COPY[testType];
  const { assessment } = item;
  const headingId = `answer-${item.responseId}`;
  const hasPicture = testType === 'tat' || testType === 'ppdt';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {copy.stimulus} {number}
          </h3>
          {testType === 'wat' ? (
            <p className="text-lg font-semibold break-words">{item.stimulus}</p>
          ) : (
            !hasPicture && <p className="mt-1 text-sm font-medium break-words">{item.stimulus}</p>
          )}
        </div>
        {assessment && (
          <ScoreBadge score={assessment.score} className="mt-0.5">
            Score {assessment.score}/5
          </ScoreBadge>
        )}
      </div>
      {hasPicture && (
        <div className="flex flex-col gap-2">
          <StimulusImage
            src={item.imageUrl}
            alt={`${copy.stimulus} ${number}`}
            className="max-w-md"
          />
          {item.stimulus && <p className="text-sm text-muted-foreground">{item.stimulus}</p>}
        </div>
      )}

      <div className="rounded-md bg-muted/60 px-3 py-2">
        <p className="text-xs font-medium text-muted-foreground">Your answer</p>
        {item.responseText ? (
          <p className="text-sm break-words whitespace-pre-wrap">{item.responseText}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">not attempted</p>
        )}
      </div>

      {assessment ? (
        <>
          {assessment.support && (
            <p
              role="note"
              className="flex items-start gap-2 rounded-md border border-sky-600/30 bg-sky-500/10 px-3 py-2 text-sm"
            >
              <HeartHandshakeIcon
                className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300"
                aria-hidden="true"
              />
              {assessment.support}
            </p>
          )}
          <p className="text-sm">{assessment.analysis}</p>
          <StrengthsAndImprovements
            strengths={assessment.strengths}
            improvements={assessment.improvements}
          />
          <section aria-label={`${copy.improved}s`} className="flex flex-col gap-2">
            {assessment.improved.map((text, i) => (
              <div
                key={i}
                className="rounded-md border-l-4 border-primary/60 bg-primary/5 px-3 py-2"
              >
                <h4 className="text-xs font-semibold text-primary">
                  {copy.improved} {i + 1}
                </h4>
                <p className="text-sm break-words whitespace-pre-wrap">{text}</p>
              </div>
            ))}
          </section>
          <OlqChips shown={assessment.olqsShown} lacking={assessment.olqsLacking} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Not evaluated yet.</p>
      )}
    </article>
  );
}
