import type { Config } from "../../config.ts";
import type { FileStore } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

/** The bucket when one is configured, otherwise the local directory. */
export function createFileStore(config: Pick<Config, "filesDir" | "filesS3">): FileStore {
  return config.filesS3 ? createS3FileStore(config.filesS3) : createLocalFileStore(config.filesDir);
}
