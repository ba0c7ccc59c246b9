import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';

/**
 * Sends the verification mail again through better-auth's own endpoint (the same link and mail
 * as at sign-up). Only for an unverified account: a verified one answers 409.
 */
export async function resendVerification(ctx: Pick<AppContext, 'db' | 'auth'>, userId: string) {
  const [row] = await ctx.db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new NotFoundError('user');
  if (row.emailVerified)
    throw new ConflictError('This email address is already verified.', 'already_verified');
  await ctx.auth.api.sendVerificationEmail({ body: { email: row.email, callbackURL: '/' } });
  return { email: row.email };
}
