// The feedback form's limit: a plain constant, no zod (schemas/feedback.ts re-exports it).
export const FEEDBACK_MAX_LENGTH = 1000;
