import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { s3Storage, type S3Config } from './storage-s3';

/**
 * File storage behind one small interface. The default keeps files under DATA_DIR/uploads;
 * in-memory for tests (DATA_DIR=memory://); S3-compatible object storage with S3_BUCKET. Keys are relative paths such as
 * `pictures/ppdt-01-3fa2c1.png`.
 */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export function createStorage(dataDir: string, s3?: S3Config): Storage {
  // S3-compatible object storage when S3_BUCKET is set (several processes share the files).
  if (s3) return s3Storage(s3, safeKey);
  if (dataDir === 'memory://') return memoryStorage();
  return diskStorage(path.resolve(dataDir, 'uploads'));
}

function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..'))
    throw new Error(`invalid storage key ${key}`);
  return key;
}

function diskStorage(root: string): Storage {
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await stat(file(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

function memoryStorage(): Storage {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => void files.set(safeKey(key), bytes),
    get: async (key) => files.get(safeKey(key)) ?? null,
    exists: async (key) => files.has(safeKey(key)),
    delete: async (key) => void files.delete(safeKey(key)),
  };
}

export const contentHash = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 12);
