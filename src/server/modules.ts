/**
 * The composition root's list of what features add to the process: their jobs and their seeded
 * content. jobs/ and db/seed/ know only the interfaces, never a feature.
 */
import type { ContentSeeder } from './db/seed';
import { evaluationJobs } from './features/evaluations/evaluations.jobs';
import { paymentJobs } from './features/payments/payments.jobs';
import { pictureJobs } from './features/pictures/pictures.jobs';
import { seedPictures } from './features/pictures/pictures.service';
import { roomJobs } from './features/rooms/rooms.reminders';
import { seedRooms } from './features/rooms/rooms.seed';
import { interviewJobs } from './features/interviews/interviews.jobs';
import { seedInterviews } from './features/interviews/interviews.seed';
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
  roomJobs,
  interviewJobs,
  transcriptionJobs,
];

export const contentSeeders: readonly ContentSeeder[] = [
  { name: 'pictures', seed: seedPictures },
  { name: 'rooms', seed: (db) => seedRooms(db) },
  { name: 'interviews', seed: (db) => seedInterviews(db) },
];
