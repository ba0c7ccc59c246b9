import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from 'lucide-react';
import { count } from '@/shared/plural';
import { OLQS, olqLabel } from '@/shared/olqs';
import type { FactorProgress, QualityProgress } from '@/shared/progress';
import type { TestType } from '@/shared/tests';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';
import { formatInstant, levelWords, TEST_LABELS } from './format';
import { levelPercent, OlqRadar } from './olq-radar';

/**
 * The OLQ profile (issue 19): the four factors on a radar, expanding to the 15 qualities, each
 * with its level, how often it showed and the candidate's own words that showed it.
 */
export function OlqProfile({
  factors,
  qualities,
  timeZone,
}: {
  factors: FactorProgress[];
  qualities: QualityProgress[];
  timeZone: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  return (
    <div className="flex flex-col gap-4">
      <OlqRadar factors={factors} />
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show as table</summary>
        <table className="mt-2 w-full rounded-md border">
          <caption className="sr-only">OLQ factors</caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="p-2 font-medium">
                Factor
              </th>
              <th scope="col" className="p-2 text-right font-medium">
                Level
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {factors.map((f) => (
              <tr key={f.factor}>
                <th scope="row" className="p-2 text-left font-normal">
                  {f.factor}
                </th>
                <td className="p-2 text-right tabular-nums">{levelPercent(f.level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <Button
        variant="outline"
        className="self-start"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ChevronDownIcon
          aria-hidden="true"
          className={isOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
        {isOpen ? 'Hide the 15 qualities' : 'Show all 15 qualities'}
      </Button>
      <div id={listId} hidden={!isOpen}>
        {isOpen && <QualityList factors={factors} qualities={qualities} timeZone={timeZone} />}
      </div>
    </div>
  );
}

function QualityList({
  factors,
  qualities,
  timeZone,
}: {
  factors: FactorProgress[];
  qualities: QualityProgress[];
  timeZone: string;
}) {
  const byKey = new Map(qualities.map((q) => [q.key, q]));
  return (
    <div className="flex flex-col gap-6">
      {factors.map((f) => (
        <section key={f.factor} aria-labelledby={`factor-${slug(f.factor)}`}>
          <h3 id={`factor-${slug(f.factor)}`} className="mb-2 font-semibold">
            {f.factor}
          </h3>
          <ul className="flex flex-col gap-3">
            {OLQS.filter((o) => o.factor === f.factor).map((o) => {
              const q = byKey.get(o.key);
              return q ? <QualityItem key={o.key} quality={q} timeZone={timeZone} /> : null;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '-');

/** How often the quality showed; thin evidence says so in as many words. */
export function evidenceNote(q: Pick<QualityProgress, 'shown' | 'thin'>): string {
  if (q.shown === 0) return 'Not seen in any answer yet';
  return q.thin
    ? `Thin evidence: seen in ${count(q.shown, 'answer')}`
    : `Shown in ${count(q.shown, 'answer')}`;
}

function QualityItem({ quality: q, timeZone }: { quality: QualityProgress; timeZone: string }) {
  const label = olqLabel(q.key);
  return (
    <li
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border bg-surface p-3"
      data-testid={`quality-${q.key}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-muted-foreground">{levelWords(q.level)}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className="h-full rounded-full bg-[var(--chart-1)]"
          style={{ width: `${Math.round((q.level ?? 0) * 100)}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {evidenceNote(q)}
        {q.lacking > 0 && ` · judged lacking in ${count(q.lacking, 'answer')}`}
      </p>
      {q.quotes.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label={`Your words that showed ${label}`}>
          {q.quotes.map((quote) => {
            const type = quote.testType as TestType;
            return (
              <li key={`${quote.evaluationId}:${quote.text}`} className="text-sm">
                <Link
                  to={paths.evaluation(type, quote.evaluationId)}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="italic">“{quote.text}”</span>
                </Link>
                <span className="ml-1.5 text-xs text-muted-foreground">
                  {TEST_LABELS[type]} · {formatInstant(quote.at, timeZone)} · {quote.score}/5
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
