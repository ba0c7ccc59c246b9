import { whenOpened } from '@/client/lib/lazy-component';

/** The Finish Test Early? confirmation; its code loads when it first opens (issue 18). */
export const FinishEarlyDialog = whenOpened(() =>
  import('./finish-early-dialog-content').then((m) => m.FinishEarlyDialog),
);
