import { PartyPopperIcon } from 'lucide-react';
import type { EvaluationDetailItem } from '@/shared/schemas/evaluations';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { StrengthsAndImprovements } from './feedback-lists';
import { ScoreBadge } from './score-badge';
import { StimulusImage } from './stimulus-image';

/** One PPDT response: picture, 'Score x/5', the story, then feedback or 'Great Response!' (spec part 2 §2). */
export function PpdtResponse({ item, number }: { item: EvaluationDetailItem; number: number }) {
  const { assessment } = item;
  const headingId = `ppdt-response-${item.responseId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border p-3 sm:p-4 md:grid-cols-[minmax(0,16rem)_1fr]"
    >
      <StimulusImage src={item.imageUrl} alt={`PPDT stimulus image ${number}`} />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            Response {number}
          </h3>
          {assessment && (
            <ScoreBadge score={assessment.score}>Score {assessment.score}/5</ScoreBadge>
          )}
        </div>
        <div className="rounded-md bg-muted/60 px-3 py-2">
          <p className="text-xs font-medium text-muted-foreground">Your story</p>
          {item.responseText?.trim() ? (
            <p className="text-sm break-words whitespace-pre-wrap">{item.responseText}</p>
          ) : (
            <p className="text-sm text-muted-foreground italic">No story provided</p>
          )}
        </div>
      </div>
      {assessment && (
        <div className="flex flex-col gap-3 md:col-span-2">
          {assessment.score > 4 ? (
            <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-3">
              <PartyPopperIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <div>
                <h4 className="font-semibold">Great Response!</h4>
                <p className="text-sm text-muted-foreground">{assessment.analysis}</p>
              </div>
            </div>
          ) : (
            <>
              <section aria-label="Analysis">
                <h4 className="mb-1 text-sm font-semibold">Analysis</h4>
                <p className="text-sm">{assessment.analysis}</p>
              </section>
              <StrengthsAndImprovements
                strengths={assessment.strengths}
                improvements={assessment.improvements}
                improvementsTitle="Areas for Improvement"
              />
              <Tabs defaultValue="1">
                <TabsList aria-label="Improved stories" className="w-full sm:w-fit">
                  <TabsTrigger value="1">Improved Story 1</TabsTrigger>
                  <TabsTrigger value="2">Improved Story 2</TabsTrigger>
                </TabsList>
                {assessment.improved.map((story, i) => (
                  <TabsContent
                    key={i}
                    value={String(i + 1)}
                    className="rounded-md border-l-4 border-primary/60 bg-primary/5 px-3 py-2"
                  >
                    <p className="text-sm break-words whitespace-pre-wrap">{story}</p>
                  </TabsContent>
                ))}
              </Tabs>
            </>
          )}
        </div>
      )}
    </article>
  );
}
