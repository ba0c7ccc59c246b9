/**
 * Shared plumbing of operator commands: with the embedded database held by a running server
 * (PGlite admits one process) they call its /api/admin routes with the token in
 * DATA_DIR/server.json; otherwise they open the database themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../src/server/context';
import { loadEnv } from '../src/server/env';

export function runningServer(): { port: number; token: string } | undefined {
  const env = loadEnv();
  const file = path.resolve(env.DATA_DIR, 'server.json');
  if (env.DATABASE_URL || !existsSync(file)) return undefined;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as {
      pid: number;
      port: number;
      token: string;
    };
    process.kill(info.pid, 0); // throws when the process is gone (a stale file)
    return info;
  } catch {
    return undefined;
  }
}

export async function callServer(
  server: { port: number; token: string },
  route: string,
  body: unknown,
) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/admin/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { message: string } };
  if (!res.ok) throw new Error(json.error?.message ?? `HTTP ${res.status}`);
  return json;
}

/** Opens the database (migrated and seeded) for a direct operator command. */
export async function withContext<T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  // Imported here: the server's whole module graph costs ~2 s through tsx, and a command that
  // calls a running server (the usual case, and every end-to-end test's) never needs it.
  const [{ createContext }, { createLogger }] = await Promise.all([
    import('../src/server/context'),
    import('../src/server/logger'),
  ]);
  const env = loadEnv();
  const ctx = await createContext(env, createLogger('warn'));
  try {
    return await fn(ctx);
  } finally {
    await ctx.database.close();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
