/** Messages shared by the PPDT and TAT screens (spec part 1 §8, verbatim). */
export const SAVE_FAILED_MESSAGE = 'Failed to submit and save response. Please try again.';
export const FINISH_FAILED_MESSAGE = 'Failed to finish test properly.';

/**
 * Toasts raised during the timed part go to the test screen's own toaster, below its header,
 * so they never cover the timer, Pause or the story box.
 */
export const PICTURE_TOASTER_ID = 'picture-test';
