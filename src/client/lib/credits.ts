import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsSummary } from '@/shared/schemas/credits';
import { PRACTICE_RULES } from '@/shared/practice-rules';
import { FREE_CREDITS, type CreditTestType } from '@/shared/tests';
import { api } from '@/client/lib/api-client';
import { takeBootData } from '@/client/lib/boot';

/** Credits and plan state, shared by the Quota & Plan card and every test screen. */
export const creditsKeys = { all: ['credits'] as const };

export const creditsQueryOptions = queryOptions({
  queryKey: creditsKeys.all,
  queryFn: ({ signal }) => api.get<CreditsSummary>('/api/credits', { signal }),
  // Prefetched by index.html's first script on the test pages (lib/boot.ts).
  initialData: () => takeBootData<CreditsSummary>('/api/credits'),
  staleTime: 30_000,
});

export function useCredits() {
  return useQuery(creditsQueryOptions);
}

/**
 * When the low-credits banner shows (spec part 1 §8): the credits left for a test cannot pay for
 * one more practice of its usual size (WAT 10 words, SRT 5 situations, PPDT 2 pictures). The free
 * allowance (10, 10, 2) is never low; no credits at all is the No Credits card, not a warning.
 */
const LOW_BELOW: Record<CreditTestType, number> = {
  wat: PRACTICE_RULES.wat.defaultCount,
  srt: PRACTICE_RULES.srt.defaultCount,
  ppdt: FREE_CREDITS.ppdt,
};

export function isLowOnCredits(
  credits: CreditsSummary | undefined,
  testType: CreditTestType,
): boolean {
  if (!credits || credits.hasUnlimited) return false;
  const left = credits.credits[testType];
  return left > 0 && left < LOW_BELOW[testType];
}
