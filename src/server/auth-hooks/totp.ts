import { createHmac } from 'node:crypto';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { totpSteps, twoFactor } from '../db/schema';
import type { HookCtx } from './types';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** better-auth accepts the current step and one either side. */
const WINDOW = 1;

/** RFC 4226 HOTP with better-auth's key encoding (the secret string's UTF-8 bytes). */
export function hotp(secret: string, counter: number): string {
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(buf).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The user the code is for: the signed-in user (enabling 2FA) or the pending 2FA sign-in. */
async function pendingUserId(ctx: HookCtx): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session?.user.id) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const value = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return value?.value ?? undefined;
}

/**
 * Refuses a TOTP code whose time step this user has already used (or an older one), so a code
 * seen over a shoulder or in a log cannot sign in again inside its window. The step is claimed
 * atomically before better-auth verifies the code, so two parallel uses cannot both pass.
 */
export async function refuseTotpReplay(ctx: HookCtx, db: Db) {
  if (ctx.path !== '/two-factor/verify-totp') return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return;
  const userId = await pendingUserId(ctx);
  if (!userId) return;
  const row = await db.query.twoFactor.findFirst({ where: eq(twoFactor.userId, userId) });
  if (!row) return;
  let secret: string;
  try {
    secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  } catch {
    return; // Let better-auth answer with its own error.
  }
  if (secret.startsWith('base32:')) return; // Imported secrets: not issued by this server.
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  let step: number | undefined;
  for (let s = now - WINDOW; s <= now + WINDOW; s++) if (hotp(secret, s) === code) step = s;
  if (step === undefined) return; // A wrong code: better-auth refuses it.
  const claimed = await db
    .insert(totpSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: totpSteps.userId,
      set: { lastStep: step },
      setWhere: sql`${totpSteps.lastStep} < ${step}`,
    })
    .returning({ userId: totpSteps.userId });
  if (claimed.length === 0) {
    throw new APIError('UNAUTHORIZED', {
      message: 'This code has already been used. Wait for the next code from your app.',
      code: 'TOTP_CODE_REUSED',
    });
  }
}
