// Test data for the results screens: objects that pass the shared evaluation schemas.
import { delay, http, HttpResponse } from 'msw';
import type { ItemAssessment } from '@/shared/schemas/assessment';
import type {
  EvaluationDetail,
  EvaluationDetailItem,
  EvaluationList,
  EvaluationSummary,
} from '@/shared/schemas/evaluations';
import { OLQ_KEYS } from '@/shared/olqs';
import type { TestType } from '@/shared/tests';
import { buildSession, server } from '@/client/test/server';

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function buildEvaluation(overrides: Partial<EvaluationSummary> = {}): EvaluationSummary {
  const status = overrides.status ?? 'done';
  return {
    id: uuid(),
    testType: 'wat',
    sessionId: uuid(),
    status,
    overallScore: status === 'done' ? 3.4 : null,
    createdAt: '2026-11-21T14:30:00.000Z',
    completedAt: status === 'done' ? '2026-11-21T14:30:05.000Z' : null,
    lastError: null,
    itemCount: 3,
    ...overrides,
  };
}

export function buildAssessment(overrides: Partial<ItemAssessment> = {}): ItemAssessment {
  return {
    score: 4,
    analysis: 'A positive, active sentence that shows initiative.',
    strengths: ['Initiative: "organised a relief camp" shows you acting first.'],
    improvements: ['Say what the result was, not only the effort.'],
    improved: [
      'Courage helped me lead the rescue team.',
      'With courage I spoke up for the injured cyclist.',
    ],
    olqsShown: ['initiative', 'courage'],
    olqsLacking: ['organising_ability'],
    cap: null,
    ...overrides,
  };
}

export function buildItem(overrides: Partial<EvaluationDetailItem> = {}): EvaluationDetailItem {
  return {
    responseId: uuid(),
    position: 0,
    stimulus: 'Courage',
    imageUrl: null,
    responseText: 'Courage made me organise a relief camp after the floods.',
    assessment: buildAssessment(),
    ...overrides,
  };
}

export function buildDetail(
  summary: EvaluationSummary,
  items: EvaluationDetailItem[],
): EvaluationDetail {
  const done = summary.status === 'done';
  return {
    ...summary,
    itemCount: items.length,
    summary: done
      ? 'You act first and stay positive; show more planning and the outcome of your actions.'
      : null,
    olqProfile: done
      ? OLQ_KEYS.map((key) => {
          const count = items.filter((i) => i.assessment?.olqsShown.includes(key)).length;
          return { key, count, strength: items.length ? count / items.length : 0 };
        })
      : null,
    assessor: done ? 'rubric' : null,
    items,
  };
}

/** A signed-in user whose evaluation lists (per test type) and details are served by MSW. */
export function givenEvaluations(
  lists: Partial<Record<TestType, EvaluationSummary[]>>,
  details: EvaluationDetail[] = [],
) {
  const counts = { ppdt: 0, tat: 0, wat: 0, srt: 0 };
  for (const [type, list] of Object.entries(lists)) counts[type as TestType] = list.length;
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/evaluations', ({ request }) => {
      const test = new URL(request.url).searchParams.get('test') as TestType;
      return HttpResponse.json({ evaluations: lists[test] ?? [], counts } satisfies EvaluationList);
    }),
    http.get('*/api/evaluations/:id/details', async ({ params }) => {
      await delay(50); // long enough to see 'Loading details...'
      const detail = details.find((d) => d.id === params.id);
      return detail
        ? HttpResponse.json(detail)
        : HttpResponse.json(
            { error: { code: 'not_found', message: 'Evaluation not found' } },
            { status: 404 },
          );
    }),
  );
}
