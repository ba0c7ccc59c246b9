import { isTimer } from '@/client/lib/timer';
import { isPauseReason, isStage } from '@/client/features/picture-test/clock';
import { isNumber, isString } from '@/client/features/picture-test/persistence';
import { isCharacterDraft } from './characters';
import { initialPpdtState, type PpdtState } from './ppdt-state';

/** The PPDT state read back from localStorage, or null when it is not one (spec part 1 §3). */
export function parsePpdtState(value: unknown): PpdtState | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<PpdtState>;
  if (s.hasStarted !== true || !isString(s.sessionId) || !isString(s.itemId)) return null;
  if (!isTimer(s.timer) || !isStage(s.stage) || !isCharacterDraft(s.characters)) return null;
  const response =
    s.response && typeof s.response === 'object'
      ? {
          responseText: isString(s.response.responseText) ? s.response.responseText : null,
          timeTaken: isNumber(s.response.timeTaken) ? s.response.timeTaken : null,
        }
      : null;
  return {
    ...initialPpdtState(),
    hasStarted: true,
    sessionId: s.sessionId,
    itemId: s.itemId,
    ssbTimings: s.ssbTimings === true,
    instructionsShown: s.instructionsShown === true,
    isActive: s.isActive === true,
    isPaused: s.isPaused === true,
    pauseReason: isPauseReason(s.pauseReason) ? s.pauseReason : null,
    stage: s.stage,
    timer: s.timer,
    story: isString(s.story) ? s.story : '',
    characters: s.characters,
    response,
    evaluationId: isString(s.evaluationId) ? s.evaluationId : null,
  };
}
