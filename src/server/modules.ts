/**
 * The composition root's list of what features add to the process: their jobs and their seeded
 * content. jobs/ and db/seed/ know only the interfaces, never a feature.
 */
import type { ContentSeeder } from './db/seed';
import { evaluationJobs } from './features/evaluations/evaluations.jobs';
import { paymentJobs } from './features/payments/payments.jobs';
import { pictureJobs } from './features/pictures/pictures.jobs';
import { seedPictures } from './features/pictures/pictures.service';
import { mailJobs } from './integrations/mail';
import type { JobModule } from './jobs';
import { cleanupJobs } from './jobs/cleanup';
import { transcriptionJobs } from './features/uploads/transcription.jobs';

export const jobModules: readonly JobModule[] = [
  mailJobs,
  cleanupJobs,
  paymentJobs,
  pictureJobs,
  evaluationJobs,
  transcriptionJobs,
];

export const contentSeeders: readonly ContentSeeder[] = [{ name: 'pictures', seed: seedPictures }];
