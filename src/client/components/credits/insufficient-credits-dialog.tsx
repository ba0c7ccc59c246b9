import { whenOpened } from '@/client/lib/lazy-component';

/** The Insufficient Credits dialog; its code loads when it first opens (issue 18). */
export const InsufficientCreditsDialog = whenOpened(() =>
  import('./insufficient-credits-dialog-content').then((m) => m.InsufficientCreditsDialog),
);
