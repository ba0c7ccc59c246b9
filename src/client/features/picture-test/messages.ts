/** Messages shared by the PPDT and TAT screens (spec part 1 §8, verbatim). */
export const SAVE_FAILED_MESSAGE = 'Failed to submit and save response. Please try again.';
export const FINISH_FAILED_MESSAGE = 'Failed to finish test properly.';
export const NO_STORIES_MESSAGE =
  'No stories were written. Please write at least one story before evaluation.';

/**
 * Toasts raised during the timed part go to the test screen's own toaster, just above its
 * footer, so they never cover the timer, Pause or the top of the story box.
 */
export const PICTURE_TOASTER_ID = 'picture-test';

/** The options of a toast raised during the timed part. */
export const IN_TEST_TOAST = { toasterId: PICTURE_TOASTER_ID, duration: 3000 } as const;
