// Photo-upload limits: plain constants, no zod, so the UI can import them without shipping the
// schemas (schemas/uploads.ts re-exports them for the server).

/** Spec part 2 §5, §9: at most five photos per session. */
export const UPLOAD_FILE_LIMIT = 5;
/** The largest photo the server accepts, in bytes. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** How long a phone-upload link stays valid. */
export const UPLOAD_LINK_MINUTES = 30;
