import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createContext, type AppContext } from './context';
import { DatabaseLockedError } from './db/lock';
import { EnvError, loadEnv, type Env } from './env';
import { warmUpAssessor } from './features/assessor';
import { startJobs } from './jobs';
import { jobModules } from './modules';
import { createLogger } from './logger';

export interface RunningServer {
  ctx: AppContext;
  port: number;
  url: string;
  stop: () => Promise<void>;
}

/** Composition root: env → db (migrate, seed) → jobs → http. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const ctx = await createContext(env, logger);
  await startJobs(ctx, jobModules);

  let server: ServerType | undefined;
  let port = env.PORT;
  if (env.ROLE !== 'worker') {
    const app = createApp(ctx, { serveClient: true });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
        port = info.port;
        resolve(s);
      });
    });
  }
  const url = `http://localhost:${port}`;
  // PGlite admits one process: operator commands (npm run grant) reach it through this server.
  const serverFile =
    ctx.database.kind === 'pglite' && env.DATA_DIR !== 'memory://' && server
      ? path.resolve(env.DATA_DIR, 'server.json')
      : undefined;
  if (serverFile) {
    ctx.adminToken = randomBytes(24).toString('base64url');
    writeFileSync(serverFile, JSON.stringify({ pid: process.pid, port, token: ctx.adminToken }), {
      mode: 0o600,
    });
  }
  logger.info(
    { url, database: ctx.database.kind, role: env.ROLE },
    `SSB Prep is running at ${url}`,
  );
  // After the first requests a new server gets, not before it listens (issue 18).
  setTimeout(() => warmUpAssessor(env), 1000).unref();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (server) {
        await new Promise<void>((resolve) => {
          server!.close(() => resolve());
          // Idle keep-alive connections would hold close() open.
          (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        });
      }
      if (serverFile) rmSync(serverFile, { force: true });
      await ctx.boss?.stop({ graceful: true, timeout: 10_000, wait: true } as never);
      await ctx.database.close();
      logger.info('stopped cleanly');
    })());
  return { ctx, port, url, stop };
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let running: RunningServer;
  try {
    running = await startServer(env);
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  console.log(
    `\n  SSB Prep is running at ${running.url}  (database: ${running.ctx.database.kind})\n`,
  );
  let signalled = false;
  const onSignal = (signal: string) => {
    if (signalled) return;
    signalled = true;
    running.ctx.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 20_000);
    running.stop().then(
      () => {
        clearTimeout(timer);
        process.exit(0);
      },
      (err) => {
        running.ctx.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

const isMain =
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith('src/server/index.ts');
if (isMain) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
