import { and, eq, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { testSessions, uploadedFiles } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import type { JobModule } from '../../jobs';
import type { Boss } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { createTranscriber, type Transcriber } from './transcriber';

export const TRANSCRIBE_QUEUE = 'transcribe-photo';
const RETRY_LIMIT = 2;

const queueOptions = {
  retryLimit: RETRY_LIMIT,
  retryDelay: 5,
  retryBackoff: true,
  // A worker that dies mid-transcription loses its job's lease: it is retried after this.
  expireInSeconds: 300,
};

/** Enqueues the photo's transcription in the caller's transaction (with its row). */
export async function enqueueTranscription(tx: Tx, boss: Boss, fileId: string) {
  await boss.send(TRANSCRIBE_QUEUE, { fileId }, { db: fromDrizzle(tx as never, sql as never) });
}

/**
 * Transcribes one photo. Without an engine the photo is marked 'skipped' (the candidate types);
 * an error is thrown for pg-boss to retry, and on the last attempt the photo is marked 'failed'
 * with an empty box. The photo itself is never touched.
 */
export async function runTranscription(
  deps: { db: Db; storage: Storage; transcriber: Transcriber | null; logger: Logger },
  fileId: string,
  isLastAttempt: boolean,
): Promise<'done' | 'skipped' | 'failed'> {
  const { db, storage, transcriber } = deps;
  const [row] = await db
    .select({ file: uploadedFiles, testType: testSessions.testType })
    .from(uploadedFiles)
    .innerJoin(testSessions, eq(testSessions.id, uploadedFiles.practiceSessionId))
    .where(eq(uploadedFiles.id, fileId));
  if (!row || row.file.transcriptionStatus !== 'pending') return 'skipped';
  const setStatus = (values: Partial<typeof uploadedFiles.$inferInsert>) =>
    db
      .update(uploadedFiles)
      .set(values)
      .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.transcriptionStatus, 'pending')));
  if (!transcriber) {
    await setStatus({ transcriptionStatus: 'skipped' });
    return 'skipped';
  }
  try {
    const bytes = await storage.get(row.file.storageKey);
    if (!bytes) throw new Error(`photo ${fileId} is missing from storage`);
    const text = await transcriber.transcribe(bytes, { testType: row.testType });
    await setStatus({
      transcriptionStatus: 'done',
      transcription: text.slice(0, 8000),
      transcriptionEngine: transcriber.name,
    });
    return 'done';
  } catch (error) {
    deps.logger.warn({ err: error, fileId, isLastAttempt }, 'transcription failed');
    if (!isLastAttempt) throw error;
    await setStatus({ transcriptionStatus: 'failed', transcriptionEngine: transcriber.name });
    return 'failed';
  }
}

/** Photo transcription: web processes send to the queue; workers run the engine. */
export const transcriptionJobs: JobModule = {
  name: 'transcription',
  createQueues: async (boss) => {
    await boss.createQueue(TRANSCRIBE_QUEUE, queueOptions as never);
  },
  register: async (boss, ctx: AppContext) => {
    await boss.createQueue(TRANSCRIBE_QUEUE, queueOptions as never);
    await boss.updateQueue(TRANSCRIBE_QUEUE, queueOptions as never);
    // Loaded once per process, on first use: the OCR model takes a moment to load.
    let engine: Promise<Transcriber | null> | undefined;
    const transcriber = () => (engine ??= createTranscriber(ctx.env));
    await boss.work<{ fileId: string }>(
      TRANSCRIBE_QUEUE,
      { pollingIntervalSeconds: 1 } as never,
      async ([job]) => {
        const deps = {
          db: ctx.db,
          storage: ctx.storage,
          transcriber: await transcriber(),
          logger: ctx.logger,
        };
        return runTranscription(deps, job.data.fileId, job.retryCount >= RETRY_LIMIT);
      },
    );
  },
};
