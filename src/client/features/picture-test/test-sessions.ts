import type { PracticeSession } from '@/shared/schemas/practice';

/** A picture session as the server sends it, for the reducer tests. */
export function pictureSession(
  testType: 'ppdt' | 'tat',
  count: number,
  overrides: Partial<PracticeSession> = {},
): PracticeSession {
  return {
    id: `session-${testType}`,
    testType,
    status: 'active',
    itemCount: count,
    creditsCharged: testType === 'ppdt' ? 1 : 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    items: Array.from({ length: count }, (_, i) => ({
      id: `picture-${i}`,
      position: i,
      text: `A scene ${i}`,
      imageUrl: `/api/pictures/picture-${i}/image?v=1`,
    })),
    responses: [],
    evaluationId: null,
    ...overrides,
  };
}

export function storedResponse(itemId: string, position: number, responseText: string | null) {
  return {
    id: `response-${position}`,
    itemId,
    position,
    responseText,
    timeTaken: responseText ? 100 : null,
    characters: null,
    createdAt: '2026-01-01T00:05:00.000Z',
  };
}
