import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluations, profiles, userStreaks } from '../../db/schema';
import type { Streak } from '@/shared/schemas/credits';
import { computeStreak, isValidTimeZone, STREAK_WINDOW_DAYS } from './streak.calc';

/** Remembers the browser's IANA time zone (sent as X-Time-Zone) when it is valid and new. */
export async function rememberTimeZone(db: Db, userId: string, timeZone: string | undefined) {
  if (!isValidTimeZone(timeZone)) return;
  await db
    .insert(profiles)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: profiles.userId, set: { timeZone, updatedAt: new Date() } });
}

export async function userTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ tz: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return isValidTimeZone(row?.tz) ? row.tz : 'UTC';
}

/**
 * Recomputes the streak from evaluation days in the user's time zone and upserts user_streaks.
 * Called when an evaluation is stored and when the dashboard asks.
 */
export async function refreshStreak(db: Db, userId: string, now = new Date()): Promise<Streak> {
  const timeZone = await userTimeZone(db, userId);
  // One extra day so the window's first local day is complete in any time zone.
  const since = new Date(now.getTime() - (STREAK_WINDOW_DAYS + 1) * 86_400_000);
  const rows = await db
    .select({ createdAt: evaluations.createdAt })
    .from(evaluations)
    .where(and(eq(evaluations.userId, userId), gte(evaluations.createdAt, since)));
  const result = computeStreak(
    rows.map((r) => r.createdAt),
    now,
    timeZone,
  );
  const [previous] = await db.select().from(userStreaks).where(eq(userStreaks.userId, userId));
  const longestStreak = Math.max(
    previous?.longestStreak ?? 0,
    result.longestInWindow,
    result.currentStreak,
  );
  const values = {
    currentStreak: result.currentStreak,
    longestStreak,
    lastActivityDate: result.lastActivityDate ?? previous?.lastActivityDate ?? null,
    updatedAt: now,
  };
  await db
    .insert(userStreaks)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userStreaks.userId, set: values });
  return {
    currentStreak: values.currentStreak,
    longestStreak: values.longestStreak,
    lastActivityDate: values.lastActivityDate,
  };
}
