import { and, asc, desc, eq, gt, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { interviewers, interviewRequests, interviewSlots } from '../../db/schema';
import type { Mailer } from '../../integrations/mail';
import { NotFoundError } from '../../lib/errors';
import type { Logger } from '../../logger';
import type { Interviewer, InterviewRequest, InterviewSlot } from '@/shared/schemas/interviews';
import type { PaymentProvider } from '../payments/provider';

/** Reads of the interview portal: interviewers, free slots, a user's requests. */
export interface InterviewDeps {
  db: Db;
  payments: PaymentProvider | null;
  mailer: Mailer;
  logger: Logger;
}

type InterviewerRow = typeof interviewers.$inferSelect;

function toInterviewer(r: InterviewerRow): Interviewer {
  return {
    id: r.id,
    name: r.name,
    age: r.age,
    rating: Math.round(r.rating * 10) / 10,
    recommendationsCount: r.recommendationsCount,
    recommendationPlaces: r.recommendationPlaces,
    specialization: r.specialization,
    experienceYears: r.experienceYears,
    bio: r.bio,
  };
}

/** GET interviewers where is_active, ordered by rating descending (spec §7). */
export async function listInterviewers(db: Db): Promise<Interviewer[]> {
  const rows = await db
    .select()
    .from(interviewers)
    .where(eq(interviewers.isActive, true))
    .orderBy(desc(interviewers.rating), asc(interviewers.name));
  return rows.map(toInterviewer);
}

const dateIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
const timeIn = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/**
 * The free slots of an active interviewer, from now on, by time. A hold that has expired counts
 * as free, and so does the caller's own hold (a checkout they closed).
 */
export async function listFreeSlots(
  db: Db,
  interviewerId: string,
  userId: string,
  now = new Date(),
): Promise<InterviewSlot[]> {
  const [who] = await db
    .select({ id: interviewers.id })
    .from(interviewers)
    .where(and(eq(interviewers.id, interviewerId), eq(interviewers.isActive, true)));
  if (!who) throw new NotFoundError('interviewer');
  const rows = await db
    .select()
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.interviewerId, interviewerId),
        gt(interviewSlots.startsAt, now),
        or(
          eq(interviewSlots.status, 'available'),
          and(
            eq(interviewSlots.status, 'held'),
            or(lte(interviewSlots.holdExpiresAt, now), eq(interviewSlots.heldBy, userId)),
          ),
        ),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt))
    .limit(500);
  return rows.map((s) => ({
    id: s.id,
    interviewerId: s.interviewerId,
    startsAt: s.startsAt.toISOString(),
    timeZone: s.timeZone,
    slotDate: dateIn(s.timeZone).format(s.startsAt),
    slotTime: timeIn(s.timeZone).format(s.startsAt),
  }));
}

const requestColumns = {
  request: interviewRequests,
  interviewer: interviewers,
  slot: interviewSlots,
};

export function toRequest(row: {
  request: typeof interviewRequests.$inferSelect;
  interviewer: InterviewerRow;
  slot: typeof interviewSlots.$inferSelect | null;
}): InterviewRequest {
  const { request: r, interviewer: i, slot: s } = row;
  return {
    id: r.id,
    status: r.status,
    jitsiRoomName: r.jitsiRoomName,
    createdAt: r.createdAt.toISOString(),
    isIncluded: r.isIncluded,
    interviewer: {
      id: i.id,
      name: i.name,
      rating: Math.round(i.rating * 10) / 10,
      experienceYears: i.experienceYears,
      recommendationsCount: i.recommendationsCount,
    },
    slot: s ? { id: s.id, startsAt: s.startsAt.toISOString(), timeZone: s.timeZone } : null,
  };
}

export function requestQuery(conn: Db | Tx) {
  return conn
    .select(requestColumns)
    .from(interviewRequests)
    .innerJoin(interviewers, eq(interviewers.id, interviewRequests.interviewerId))
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewRequests.slotId));
}

/** The user's requests with interviewer and slot, newest first (spec §7). */
export async function listRequests(db: Db, userId: string): Promise<InterviewRequest[]> {
  const rows = await requestQuery(db)
    .where(eq(interviewRequests.userId, userId))
    .orderBy(desc(interviewRequests.createdAt))
    .limit(200);
  return rows.map(toRequest);
}

/** One of the user's own requests; anyone else's answers 404. */
export async function getOwnRequest(db: Db, userId: string, requestId: string) {
  const [row] = await requestQuery(db).where(
    and(eq(interviewRequests.id, requestId), eq(interviewRequests.userId, userId)),
  );
  if (!row) throw new NotFoundError('interview request');
  return row;
}
