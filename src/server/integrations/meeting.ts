import { createHmac } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { Env } from '../env';
import { resolveSecret } from '../lib/installation-secret';
import type { MeetingJoin } from '@/shared/meeting';

/**
 * Video meetings through the Jitsi IFrame API (spec part 2 §7). Without JITSI_APP_ID and
 * JITSI_PRIVATE_KEY anyone who knows a room name can enter it, so room names are unguessable
 * (interviews: ≥128 random bits; discussion rooms: an installation-secret prefix). With them each
 * participant gets a short-lived JWT for one room:
 * - a PEM RSA key → JaaS (8x8.vc): RS256, kid JITSI_KEY_ID, and the room name carries the app id;
 * - anything else → a self-hosted Jitsi with token auth: HS256 over the shared app secret.
 */
export type MeetingEnv = Pick<
  Env,
  | 'JITSI_DOMAIN'
  | 'JITSI_SCRIPT_URL'
  | 'JITSI_APP_ID'
  | 'JITSI_KEY_ID'
  | 'JITSI_PRIVATE_KEY'
  | 'BETTER_AUTH_SECRET'
  | 'DATA_DIR'
>;

export interface MeetingParticipant {
  id: string;
  name: string;
  email: string;
  /** The interviewer or room moderator. */
  moderator?: boolean;
}

const DEFAULT_TOKEN_LIFETIME_MS = 3 * 60 * 60 * 1000;

export function meetingScriptUrl(env: MeetingEnv): string {
  return env.JITSI_SCRIPT_URL ?? `https://${env.JITSI_DOMAIN}/external_api.js`;
}

/** Origins the page's CSP must allow: the script's and the meeting frame's. */
export function meetingCspSources(env: MeetingEnv) {
  return {
    script: new URL(meetingScriptUrl(env)).origin,
    frame: `https://${env.JITSI_DOMAIN}`,
  };
}

const isPem = (key: string) => key.startsWith('-----BEGIN');

/** Everything the browser needs to enter `room` as `who`. */
export async function meetingJoin(
  env: MeetingEnv,
  room: string,
  who: MeetingParticipant,
  opts: { expiresAt?: Date; now?: Date } = {},
): Promise<MeetingJoin> {
  const base = { domain: env.JITSI_DOMAIN, scriptUrl: meetingScriptUrl(env) };
  if (!env.JITSI_APP_ID || !env.JITSI_PRIVATE_KEY) return { ...base, roomName: room, jwt: null };

  const now = opts.now ?? new Date();
  const expiresAt = opts.expiresAt ?? new Date(now.getTime() + DEFAULT_TOKEN_LIFETIME_MS);
  const user = {
    id: who.id,
    name: who.name,
    email: who.email,
    moderator: who.moderator ? 'true' : 'false',
  };
  const key = env.JITSI_PRIVATE_KEY.replace(/\\n/g, '\n');
  const jaas = isPem(key);
  const claims = jaas
    ? {
        room,
        context: {
          user,
          features: { livestreaming: false, recording: false, transcription: false },
        },
      }
    : { room, context: { user } };
  const token = new SignJWT(claims)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setNotBefore(Math.floor(now.getTime() / 1000) - 10)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  if (jaas) {
    const jwt = await token
      .setProtectedHeader({ alg: 'RS256', kid: env.JITSI_KEY_ID!, typ: 'JWT' })
      .setIssuer('chat')
      .setAudience('jitsi')
      .setSubject(env.JITSI_APP_ID)
      .sign(await importPKCS8(key, 'RS256'));
    return { ...base, roomName: `${env.JITSI_APP_ID}/${room}`, jwt };
  }
  const jwt = await token
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(env.JITSI_APP_ID)
    .setAudience(env.JITSI_APP_ID)
    .setSubject(env.JITSI_DOMAIN)
    .sign(new TextEncoder().encode(key));
  return { ...base, roomName: room, jwt };
}

let prefixCache: { secret: string; prefix: string } | undefined;

/**
 * The discussion room's meeting name, 'room-{roomId}' prefixed with a value derived from this
 * installation's secret, so a stranger who knows (or guesses) a room id cannot enter the call.
 */
export function roomMeetingName(env: MeetingEnv, roomId: string): string {
  const secret = resolveSecret(env);
  if (prefixCache?.secret !== secret) {
    const prefix = createHmac('sha256', secret)
      .update('jitsi-room-prefix')
      .digest('base64url')
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 22);
    prefixCache = { secret, prefix };
  }
  return `${prefixCache.prefix}-room-${roomId}`;
}
