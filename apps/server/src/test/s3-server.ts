import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { S3FilesConfig } from "../config.ts";

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * A local S3-compatible server (s3rver) with one bucket, for testing the S3 file store over real
 * HTTP with the real SDK: on a free port in a fresh directory that close() removes, or on `port` in
 * `directory`, which it then keeps (the cluster's stand-in, test/s3-stand-in.ts).
 */
export async function startS3Server(
  bucket = "portal-files",
  options: { port?: number; directory?: string } = {},
) {
  const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), "portal-s3-"));
  const server = new S3rver({
    port: options.port ?? 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3FilesConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "eu-north-1",
    // s3rver's fixed development key pair.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  };
  return {
    settings,
    directory,
    async close() {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
