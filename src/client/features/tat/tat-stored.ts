import { isTimer } from '@/client/lib/timer';
import { isPauseReason } from '@/client/features/picture-test/clock';
import { isNumber, isString } from '@/client/features/picture-test/persistence';
import { initialTatState, type TatResponse, type TatState } from './tat-state';

function isResponse(value: unknown): value is TatResponse {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<TatResponse>;
  return (
    isString(r.itemId) &&
    (r.responseText === null || isString(r.responseText)) &&
    (r.timeTaken === null || isNumber(r.timeTaken))
  );
}

/** The TAT state read back from localStorage, or null when it is not one (spec part 1 §3). */
export function parseTatState(value: unknown): TatState | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<TatState>;
  if (s.hasStarted !== true || !isString(s.sessionId) || !isTimer(s.timer)) return null;
  if (!Array.isArray(s.itemIds) || !s.itemIds.every(isString)) return null;
  if (!Array.isArray(s.responses) || !s.responses.every(isResponse)) return null;
  if (!isNumber(s.practiceCount) || !isNumber(s.currentIndex) || !isNumber(s.completedCount))
    return null;
  if (s.itemIds.length !== s.practiceCount || s.completedCount > s.practiceCount) return null;
  if (s.stage !== 'observe' && s.stage !== 'write') return null;
  return {
    ...initialTatState(),
    hasStarted: true,
    sessionId: s.sessionId,
    itemIds: s.itemIds,
    practiceCount: s.practiceCount,
    currentIndex: s.currentIndex,
    completedCount: s.completedCount,
    responses: s.responses,
    story: isString(s.story) ? s.story : '',
    stage: s.stage,
    timer: s.timer,
    instructionsShown: s.instructionsShown === true,
    isActive: s.isActive === true,
    isPaused: s.isPaused === true,
    pauseReason: isPauseReason(s.pauseReason) ? s.pauseReason : null,
    endedBy: s.endedBy === 'all' || s.endedBy === 'early' ? s.endedBy : null,
    evaluationId: isString(s.evaluationId) ? s.evaluationId : null,
  };
}
