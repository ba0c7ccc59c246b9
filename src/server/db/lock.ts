import { hostname } from 'node:os';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/** Another process holds the embedded database: the message says what to do instead. */
export class DatabaseLockedError extends Error {
  constructor(dir: string, holder?: string) {
    super(
      `The embedded database in ${dir} is already in use${holder ? ` by ${holder}` : ''}. ` +
        'It admits one process: stop the other one, or set DATABASE_URL to use PostgreSQL ' +
        'for several processes (see "Running on PostgreSQL" in README.md).',
    );
  }
}

interface Holder {
  pid: number;
  host: string;
}

/** A process on this host that no longer runs (or is us: a pid reused, e.g. pid 1 in a container). */
function isDead(holder: Holder | undefined): boolean {
  if (!holder || holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined; // no holder file yet, or a torn write: treat as unknown (alive)
  }
}

/**
 * Takes an exclusive lock on the embedded database directory (proper-lockfile: an atomic mkdir
 * of `<dir>.lock`, refreshed every few seconds). A second process is refused with
 * DatabaseLockedError. A lock left by a process killed with SIGKILL is taken over at once when
 * its pid is gone (same host), and by anyone once it has not been refreshed for 20 s.
 * Returns the release function.
 */
export async function lockDatabaseDir(
  dir: string,
  onCompromised: (err: Error) => void,
): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`;
  const holderFile = `${dir}.lock.json`;
  const options = { lockfilePath: lockPath, stale: 20_000, realpath: false, onCompromised };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const holder = readHolder(holderFile);
    if (!isDead(holder)) {
      throw new DatabaseLockedError(dir, holder ? `process ${holder.pid} on ${holder.host}` : '');
    }
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, options);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseLockedError(dir);
      throw again;
    }
  }
  writeFileSync(holderFile, JSON.stringify({ pid: process.pid, host: hostname() }));
  return async () => {
    rmSync(holderFile, { force: true });
    await release();
  };
}
