// A backup's manifest (manifest.json): what it holds and the checksums to prove it. A backup is a
// directory: manifest.json, database.dump (pg_dump's custom format) and files/<key> for each object
// of the file store. The manifest is written last, and the directory gets its name only then, so a
// directory with a manifest is a whole backup.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { isFileKey } from "../integrations/files/file-store.ts";
import { OpsRefusal } from "./errors.ts";

export const MANIFEST_FILE = "manifest.json";
export const DUMP_FILE = "database.dump";
export const FILES_DIR = "files";
export const BACKUP_FORMAT = "portal-backup/1";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  database: z.object({
    /** The database's name, server and versions, for the report (never a user's password). */
    source: z.string(),
    serverVersion: z.string(),
    pgDumpVersion: z.string(),
    /** The migrations applied, and the newest one's time (drizzle's bookkeeping). */
    migrations: z.object({ applied: count, newest: z.string().nullable() }),
    file: z.literal(DUMP_FILE),
    bytes: count,
    sha256,
    tables: z.array(z.object({ table: z.string(), rows: count, checksum: z.string().regex(/^\d+$/) })),
  }),
  files: z.object({
    source: z.string(),
    count,
    bytes: count,
    objects: z.array(z.object({ key: z.string().refine(isFileKey, "not a file key"), bytes: count, sha256 })),
    /** Objects listed but gone before they were copied (deleted while the backup ran). */
    vanished: z.array(z.string()),
    /** Entries of the store that are not the portal's file keys, left out. */
    skipped: z.array(z.string()),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest of the backup in `dir`, or a refusal saying why it is not a whole backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new OpsRefusal(
        `${dir} is not a whole backup: it has no ${MANIFEST_FILE} (a backup that stopped midway never gets one).`,
      );
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OpsRefusal(`${join(dir, MANIFEST_FILE)} is not JSON: the backup is damaged.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new OpsRefusal(
      `${join(dir, MANIFEST_FILE)} is not a manifest of this portal's backups (${BACKUP_FORMAT}):\n${parsed.error.issues
        .slice(0, 10)
        .map((i) => `  ${i.path.join(".")}: ${i.message}`)
        .join("\n")}`,
    );
  return parsed.data;
}

/** Where an object's bytes are inside a backup. */
export const objectPath = (dir: string, key: string) => join(dir, FILES_DIR, ...key.split("/"));
