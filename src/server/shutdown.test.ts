import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process: start, serve, SIGTERM, exit 0, start again on the same embedded data.
const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PICTURES_PRERENDER: 'false',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${out}`)));
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

describe('process lifecycle', () => {
  it('shuts down cleanly on SIGTERM and keeps the embedded data', async () => {
    const first = await startProcess();
    expect(existsSync(path.join(dir, 'server.json'))).toBe(true);
    const email = `shutdown.${Date.now()}@example.com`;
    const up = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email, password: 'secret123', name: 'x' }),
    });
    expect(up.status).toBe(200);
    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dir, 'server.json'))).toBe(false);

    const second = await startProcess();
    try {
      // The account survived: signing in now says "not verified", not "invalid".
      const res = await fetch(`${second.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.url },
        body: JSON.stringify({ email, password: 'secret123' }),
      });
      expect(res.status).toBe(403);
    } finally {
      const done = exitOf(second.child);
      second.child.kill('SIGINT');
      expect(await done).toBe(0);
    }
  }, 240_000);

  it('refuses to start with a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (c) => (err += c));
    expect(await exitOf(child)).toBe(1);
    expect(err).toContain('PORT');
  }, 60_000);
});
