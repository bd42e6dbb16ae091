import type { Config } from "../../config.ts";
import type { FileListing, FileStore } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";

/**
 * The bucket when one is configured, otherwise the local directory. The S3 client is imported only
 * then: with the rest of the app loaded it adds about 10 MB resident a server writing to a directory
 * never uses.
 */
export async function createFileStore(
  config: Pick<Config, "filesDir" | "filesS3">,
): Promise<FileStore & FileListing> {
  if (!config.filesS3) return createLocalFileStore(config.filesDir);
  const { createS3FileStore } = await import("./s3-file-store.ts");
  return createS3FileStore(config.filesS3);
}
