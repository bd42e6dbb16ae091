import type { Readable } from "node:stream";

/**
 * Where uploaded and seeded files live (fault-report attachments, apartment images, emergency
 * plans): a local directory by default, an S3-compatible bucket when configured. Keys are chosen by
 * the server (random, never a client's file name) and nothing in the store is served statically:
 * every download goes through a route that checks who may read it.
 */
export interface FileStore {
  /** Writes the whole stream under `key`; a failed write leaves nothing behind. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the key; a missing key is not an error (so clean-ups can be retried). */
  delete(key: string): Promise<void>;
}

/** One stored object, as a listing names it. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Every key a real store holds, for the backup (ops/backup.ts); the portal itself never lists.
 * Never a half-written file: a local write's temporary name is not listed, and S3 shows an object
 * only once its upload is complete.
 */
export interface FileListing {
  list(): AsyncIterable<StoredObject>;
  /** What the store is, for a report: never a credential. */
  readonly describe: string;
}

/** Keys are the server's own: lower-case letters, digits, '-', '_', '.' and '/' between segments. */
const KEY = /^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)*$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}
