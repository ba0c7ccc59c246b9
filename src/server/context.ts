import type { Env } from './env';
import { createAuth, type Auth } from './auth';
import { createAssessor, type Assessor } from './features/assessor';
import { openDatabase, migrateDatabase, type Database, type Db } from './db/client';
import { seedDatabase } from './db/seed';
import { contentSeeders } from './modules';
import type { Boss } from './jobs/queue';
import { createMailer, type Mailer } from './integrations/mail';
import { createStorage, type Storage } from './integrations/storage';
import { createLogger, type Logger } from './logger';
import { createPaymentProvider, type PaymentProvider } from './features/payments/provider';

/** Everything a request or a job needs, built once by the composition root. */
export interface AppContext {
  env: Env;
  logger: Logger;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  auth: Auth;
  assessor: Assessor;
  /** The payment provider (Razorpay or the sandbox); null in production without Razorpay keys. */
  payments: PaymentProvider | null;
  /** Set once the job queue has started (undefined for ROLE=web before start, and in some tests). */
  boss?: Boss;
  /** Operator token for /api/admin (embedded database only; see features/system/admin.routes). */
  adminToken?: string;
}

/** S3-compatible storage when S3_BUCKET is set; otherwise DATA_DIR. */
function s3Config(env: Env) {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export async function createContext(
  env: Env,
  logger = createLogger(env.LOG_LEVEL),
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
    onLockCompromised: (err) =>
      logger.error({ err }, 'the embedded database lock was lost: another process may open it'),
  });
  await migrateDatabase(database);
  await seedDatabase(database.db, logger, contentSeeders);
  const ctx: Partial<AppContext> = {
    env,
    logger,
    database,
    db: database.db,
    storage: createStorage(env.DATA_DIR, s3Config(env)),
  };
  ctx.mailer = createMailer({
    db: database.db,
    getBoss: () => ctx.boss,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
  });
  ctx.assessor = createAssessor(env, logger);
  ctx.payments = createPaymentProvider(env);
  ctx.auth = createAuth({ db: database.db, env, mailer: ctx.mailer, logger });
  return ctx as AppContext;
}
