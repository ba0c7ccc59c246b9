// Shared by the test screens (WAT, SRT, PPDT, TAT) and the results screens.
export {
  EvaluationOverlay,
  OVERLAY_DESCRIPTION,
  OVERLAY_MESSAGES,
  OVERLAY_ROTATION_MS,
} from './evaluation-overlay';
export { EvaluationErrorBanner } from './evaluation-error-banner';
export {
  EVALUATION_FAILED_MESSAGE,
  FOLLOW_INTERVAL_MS,
  useFollowEvaluation,
  type FollowEvaluationOptions,
  type FollowedEvaluation,
} from './use-follow-evaluation';
export {
  evaluationKeys,
  evaluationQueryOptions,
  evaluationUrls,
  isSettled,
  useRetryEvaluation,
} from './api';
