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

/** Keys are the server's own: lower-case letters, digits, '-', '_', '.' and '/' between segments. */
const KEY = /^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)*$/;

export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}
