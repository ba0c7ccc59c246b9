import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('env', () => {
  it('has defaults that run offline with no configuration', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ROLE).toBe('all');
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('requires a real auth secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow(/32/);
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://ssbprep.example' };
    expect(parseEnv({ ...prod, BETTER_AUTH_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('refuses to start in production without PUBLIC_URL (mail links would follow the Host header)', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /PUBLIC_URL is required in production/,
    );
  });

  it('reads TRUST_PROXY as a hop count, ALLOWED_HOSTS as a list and DEV_MAILBOX', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ ALLOWED_HOSTS: ' lan.example , 192.168.1.5:3000' }).ALLOWED_HOSTS).toEqual([
      'lan.example',
      '192.168.1.5:3000',
    ]);
    expect(parseEnv({}).DEV_MAILBOX).toBe('local');
    expect(() => parseEnv({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });
});
