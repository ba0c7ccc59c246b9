import type { JobModule } from '../../jobs';
import { renderMissingPictures } from './pictures.service';

const PICTURES_QUEUE = 'pictures-render';

/** Renders the generated picture bank in the background (once per start across instances). */
export const pictureJobs: JobModule = {
  name: 'pictures',
  register: async (boss, { db, storage, logger, env }) => {
    await boss.createQueue(PICTURES_QUEUE, { expireInSeconds: 600, retryLimit: 2 } as never);
    await boss.work(PICTURES_QUEUE, async () => ({
      rendered: await renderMissingPictures(db, storage, logger),
    }));
    if (env.PICTURES_PRERENDER) await boss.send(PICTURES_QUEUE, {}, { singletonKey: 'render-all' });
  },
};
