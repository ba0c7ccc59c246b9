import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/harness';
import { EnvError, parseEnv } from '../env';
import { meetingJoin, roomMeetingName } from './meeting';

const base = parseEnv({ DATA_DIR: 'memory://', BETTER_AUTH_SECRET: 'x'.repeat(40) });
const candidate = { id: 'u1', name: 'Arjun Rao', email: 'arjun@example.com' };

describe('meetingJoin', () => {
  it('without JWT settings returns the room as is and no token (the room name is the protection)', async () => {
    expect(await meetingJoin(base, 'iv-abc', candidate)).toEqual({
      domain: 'meet.jit.si',
      scriptUrl: 'https://meet.jit.si/external_api.js',
      roomName: 'iv-abc',
      jwt: null,
    });
  });

  it('signs an HS256 token for one room on a self-hosted Jitsi, valid only until it expires', async () => {
    const env = parseEnv({
      DATA_DIR: 'memory://',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      JITSI_DOMAIN: 'meet.example.org',
      JITSI_APP_ID: 'ssbprep',
      JITSI_PRIVATE_KEY: 'shared-app-secret-0123456789',
    });
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 60 * 60_000);
    const join = await meetingJoin(env, 'iv-abc', { ...candidate, moderator: true }, { expiresAt });
    expect(join.roomName).toBe('iv-abc');
    expect(join.scriptUrl).toBe('https://meet.example.org/external_api.js');
    const { payload } = await jwtVerify(
      join.jwt!,
      new TextEncoder().encode('shared-app-secret-0123456789'),
      { issuer: 'ssbprep', audience: 'ssbprep', subject: 'meet.example.org' },
    );
    expect(payload).toMatchObject({
      room: 'iv-abc',
      exp: Math.floor(expiresAt.getTime() / 1000),
      context: { user: { id: 'u1', name: 'Arjun Rao', moderator: 'true' } },
    });
    await expect(
      jwtVerify(join.jwt!, new TextEncoder().encode('another-secret-0123456789')),
    ).rejects.toThrow();
  });

  it('signs an RS256 JaaS token with the key id, and prefixes the room with the app id', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const env = parseEnv({
      DATA_DIR: 'memory://',
      JITSI_DOMAIN: '8x8.vc',
      JITSI_APP_ID: 'vpaas-magic-cookie-123',
      JITSI_KEY_ID: 'vpaas-magic-cookie-123/4f4910',
      // As it often arrives through an environment file: one line with literal \n.
      JITSI_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    const join = await meetingJoin(env, 'room-xyz', candidate);
    expect(join.roomName).toBe('vpaas-magic-cookie-123/room-xyz');
    expect(decodeProtectedHeader(join.jwt!)).toMatchObject({
      alg: 'RS256',
      kid: 'vpaas-magic-cookie-123/4f4910',
    });
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const { payload } = await jwtVerify(join.jwt!, await importSPKI(spki, 'RS256'), {
      issuer: 'chat',
      audience: 'jitsi',
      subject: 'vpaas-magic-cookie-123',
    });
    expect(payload).toMatchObject({ room: 'room-xyz', context: { user: { moderator: 'false' } } });
  });

  it('refuses half a JWT configuration at start-up', () => {
    expect(() => parseEnv({ JITSI_APP_ID: 'a' })).toThrow(/JITSI_PRIVATE_KEY/);
    expect(() =>
      parseEnv({ JITSI_APP_ID: 'a', JITSI_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----' }),
    ).toThrow(/JITSI_KEY_ID/);
    expect(() => parseEnv({ JITSI_DOMAIN: 'https://meet.jit.si/x' })).toThrow(EnvError);
  });
});

describe('roomMeetingName', () => {
  it('is stable for an installation, differs between installations and ends in room-{id}', () => {
    const a = roomMeetingName(base, 'r1');
    expect(roomMeetingName(base, 'r1')).toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9]{22}-room-r1$/);
    const other = { ...base, BETTER_AUTH_SECRET: 'y'.repeat(40) };
    expect(roomMeetingName(other, 'r1')).not.toBe(a);
    expect(roomMeetingName(base, 'r2').split('-room-')[0]).toBe(a.split('-room-')[0]);
  });
});

describe('content security policy', () => {
  it('allows the meeting script and frame from the configured deployment only', async () => {
    const t = await createTestApp({ env: { JITSI_DOMAIN: 'meet.example.org' } });
    const csp = (await t.request('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/meet\.example\.org/);
    expect(csp).toMatch(/frame-src[^;]* https:\/\/meet\.example\.org/);
    expect(csp).not.toContain('meet.jit.si');
  });
});
