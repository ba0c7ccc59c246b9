import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import type { Profile, UpdateProfileInput } from '@/shared/schemas/profile';

/**
 * The user's profile. A missing row, or a row without an email (the streak's time-zone note
 * creates one; a cleared field saves ''), reads with the account's email (spec part 2 §7).
 */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ fullName: profiles.fullName, email: profiles.email, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (row?.email) return row;
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return {
    fullName: row?.fullName ?? '',
    email: account?.email ?? '',
    phone: row?.phone ?? '',
  };
}

export async function upsertProfile(
  db: Db,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  const now = new Date();
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: now } })
    .returning({ fullName: profiles.fullName, email: profiles.email, phone: profiles.phone });
  return row.email ? row : getProfile(db, userId);
}
