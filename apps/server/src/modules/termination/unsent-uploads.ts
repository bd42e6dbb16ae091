import type { FileStore } from "../../integrations/files/file-store.ts";
import { stopping, type LogFn } from "../../lib/job.ts";
import type { TerminationRepository } from "./termination.repository.ts";

/**
 * A termination upload no notice named is dropped after a day: the session that uploaded it has
 * ended long before (INACTIVITY_LIMIT_MS), and with it the form that held its id.
 */
export const UNSENT_UPLOAD_RETENTION_MS = 24 * 60 * 60_000;
/** Unsent uploads dropped per statement. */
const UPLOAD_BATCH = 500;

/**
 * Drops the uploads never given with a notice (the housekeeping job): the rows first, so a notice
 * given meanwhile keeps its file; then the bytes. How many.
 */
export async function dropUnsentUploads(
  repo: Pick<TerminationRepository, "deleteUnsentFiles">,
  files: Pick<FileStore, "delete">,
  at: Date,
  pass: { signal?: AbortSignal; log: { error: LogFn } },
): Promise<number> {
  const before = new Date(at.getTime() - UNSENT_UPLOAD_RETENTION_MS);
  let total = 0;
  // A batch of files is the unit: a stopping process ends the pass between two.
  while (!stopping(pass.signal)) {
    const keys = await repo.deleteUnsentFiles(before, UPLOAD_BATCH);
    for (const key of keys) {
      // A row is gone for good; bytes that cannot be deleted now stay unreachable and are logged.
      await files.delete(key).catch((error: unknown) => {
        pass.log.error({ err: error }, "housekeeping: an unsent upload's bytes were not deleted");
      });
    }
    total += keys.length;
    if (keys.length < UPLOAD_BATCH) break;
  }
  return total;
}
