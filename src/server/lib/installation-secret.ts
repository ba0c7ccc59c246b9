import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/** In-memory installations (tests) get one secret per process, so derived values stay stable. */
const processSecret = randomBytes(32).toString('base64url');

/**
 * The installation's secret: it signs cookies, encrypts TOTP secrets and prefixes meeting rooms,
 * so it must be stable. Production requires BETTER_AUTH_SECRET (env.ts); elsewhere one is
 * generated once and kept in DATA_DIR.
 */
export function resolveSecret(env: Pick<Env, 'BETTER_AUTH_SECRET' | 'DATA_DIR'>): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATA_DIR === 'memory://') return processSecret;
  const file = path.resolve(env.DATA_DIR, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
