/**
 * The interviewer's join link (issue 17). Interviewers have no accounts: an admin makes a link
 * signed with the installation secret (HMAC-SHA256) that names one request and expires when the
 * interview ends. It opens the same meeting as the candidate's join, as moderator (with JWT
 * configured, the token says moderator: true), from 15 minutes before the start.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, interviewRequests, interviewSlots, profiles, user } from '../../db/schema';
import { meetingJoin, type MeetingEnv } from '../../integrations/meeting';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { resolveSecret } from '../../lib/installation-secret';
import { joinWindow, JOIN_TOOLTIP } from '@/shared/interviews';
import { CLIENT_ROUTES } from '@/shared/routes';

export const INTERVIEWER_JOIN_PATH = CLIENT_ROUTES.interviewerJoin;
export const INVALID_LINK_MESSAGE =
  'This interviewer link is not valid. Ask the SSB Prep team for a new one.';
export const EXPIRED_LINK_MESSAGE = 'This interviewer link has expired: the interview has ended.';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`interviewer-join:${payload}`).digest('base64url');

async function liveRequest(db: Db, requestId: string) {
  const [row] = await db
    .select({
      id: interviewRequests.id,
      status: interviewRequests.status,
      roomName: interviewRequests.jitsiRoomName,
      interviewerId: interviewers.id,
      interviewerName: interviewers.name,
      startsAt: interviewSlots.startsAt,
      candidateName: user.name,
      candidateFullName: profiles.fullName,
    })
    .from(interviewRequests)
    .innerJoin(interviewers, eq(interviewers.id, interviewRequests.interviewerId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewRequests.slotId))
    .innerJoin(user, eq(user.id, interviewRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, interviewRequests.userId))
    .where(
      and(
        eq(interviewRequests.id, requestId),
        inArray(interviewRequests.status, ['approved', 'confirmed']),
      ),
    );
  return row;
}

/** The link for an approved or confirmed request; it expires when the interview ends. */
export async function createInterviewerLink(
  deps: { db: Db; env: MeetingEnv },
  requestId: string,
  origin: string,
  now = new Date(),
) {
  const [exists] = await deps.db
    .select({ status: interviewRequests.status })
    .from(interviewRequests)
    .where(eq(interviewRequests.id, requestId));
  if (!exists) throw new NotFoundError('interview request');
  const req = await liveRequest(deps.db, requestId);
  if (!req)
    throw new ConflictError(
      `A join link is only for an approved or confirmed interview (this one is ${exists.status}).`,
      'not_confirmed',
    );
  const { closesAt } = joinWindow(req.startsAt);
  if (closesAt <= now) throw new ConflictError('This interview has already ended.', 'join_closed');
  const payload = `${req.id}.${Math.floor(closesAt.getTime() / 1000)}`;
  const token = `${payload}.${sign(resolveSecret(deps.env), payload)}`;
  const base = origin.replace(/\/+$/, '');
  return {
    url: `${base}${INTERVIEWER_JOIN_PATH}?token=${encodeURIComponent(token)}`,
    token,
    expiresAt: closesAt.toISOString(),
  };
}

/** Checks the signature (constant time) and the expiry: 403 when forged, 410 when ended. */
export function verifyInterviewerToken(env: MeetingEnv, token: string, now = new Date()) {
  const parts = token.split('.');
  const invalid = new AppError(403, 'invalid_link', INVALID_LINK_MESSAGE);
  if (parts.length !== 3) throw invalid;
  const [requestId, exp, mac] = parts;
  const expected = Buffer.from(sign(resolveSecret(env), `${requestId}.${exp}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  if (!/^\d+$/.test(exp)) throw invalid;
  if (Number(exp) * 1000 <= now.getTime())
    throw new AppError(410, 'link_expired', EXPIRED_LINK_MESSAGE);
  return { requestId };
}

/** What the public page shows before joining (no room name: that is the secret). */
export async function interviewerLinkInfo(
  db: Db,
  env: MeetingEnv,
  token: string,
  now = new Date(),
) {
  const { requestId } = verifyInterviewerToken(env, token, now);
  const req = await liveRequest(db, requestId);
  if (!req)
    throw new AppError(410, 'link_expired', 'This interview was cancelled or has been completed.');
  const { opensAt, closesAt } = joinWindow(req.startsAt);
  return {
    interviewerName: req.interviewerName,
    candidateName: req.candidateFullName || req.candidateName,
    startsAt: req.startsAt.toISOString(),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
  };
}

/** The meeting as moderator, inside the join window (the candidate's own rule). */
export async function interviewerJoin(db: Db, env: MeetingEnv, token: string, now = new Date()) {
  const { requestId } = verifyInterviewerToken(env, token, now);
  const req = await liveRequest(db, requestId);
  if (!req)
    throw new AppError(410, 'link_expired', 'This interview was cancelled or has been completed.');
  const { opensAt, closesAt } = joinWindow(req.startsAt);
  if (now < opensAt) throw new ConflictError(JOIN_TOOLTIP, 'join_not_open');
  if (now >= closesAt) throw new AppError(410, 'link_expired', EXPIRED_LINK_MESSAGE);
  return meetingJoin(
    env,
    req.roomName,
    {
      id: `interviewer-${req.interviewerId}`,
      name: req.interviewerName,
      email: '',
      moderator: true,
    },
    { expiresAt: closesAt, now },
  );
}
