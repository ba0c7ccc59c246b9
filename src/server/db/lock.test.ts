import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Real processes on one embedded data directory: the second is refused, a SIGKILLed holder's
// lock does not block the next start.
const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `src/server/index.ts`; resolves when it listens or when it exits, with its output. */
function startProcess(): Promise<{
  child: ChildProcess;
  url?: string;
  code?: number | null;
  out: string;
}> {
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
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server neither started nor exited:\n${out}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ child, code, out });
    });
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null ? r() : child.on('exit', () => r())));

describe('one process per embedded database', () => {
  it('refuses a second process on the same DATA_DIR, and survives a SIGKILLed holder', async () => {
    const first = await startProcess();
    expect(first.url).toBeDefined();

    const second = await startProcess();
    expect(second.url).toBeUndefined();
    expect(second.code).toBe(1);
    expect(second.out).toContain('is already in use by process');
    expect(second.out).toContain('set DATABASE_URL to use PostgreSQL for several processes');
    // The first one still serves.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // kill -9 leaves the lock behind; the next start takes it over at once (the pid is gone).
    const killed = exitOf(first.child);
    first.child.kill('SIGKILL');
    await killed;
    const third = await startProcess();
    expect(third.out).not.toContain('already in use');
    expect(third.url).toBeDefined();
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    const stopped = exitOf(third.child);
    third.child.kill('SIGTERM');
    await stopped;
    expect(third.child.exitCode).toBe(0);
  }, 240_000);
});
