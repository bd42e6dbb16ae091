import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertFileKey, type FileListing, type FileStore, type StoredObject } from "./file-store.ts";

/** A write in progress (put below): `<key>.<uuid>.part`. */
const TEMPORARY = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/**
 * Files in a local directory (FILES_DIR). A write goes to a temporary name first and is renamed
 * into place only when complete, so a reader never sees half a file and a failed upload leaves none.
 */
export function createLocalFileStore(root: string): FileStore & FileListing {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, ...key.split("/"));
  };
  return {
    async put(key, body, _contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    describe: "local directory (FILES_DIR)",
    list: () => walk(root, ""),
  };
}

/** Every file under `dir` as a key ('/' between segments), in name order; none when `dir` is missing. */
async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) yield* walk(join(dir, entry.name), `${key}/`);
    else if (entry.isFile() && !TEMPORARY.test(entry.name))
      yield { key, size: (await stat(join(dir, entry.name))).size };
  }
}
