import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../test/s3-server.ts";
import type { FileListing, FileStore, StoredObject } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

/** Every store must behave alike: the portal never knows which one it has. */
const stores: {
  name: string;
  open: () => Promise<{ store: FileStore & FileListing; close: () => Promise<void> }>;
}[] = [
  {
    name: "local directory",
    open: async () => ({
      store: createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-files-"))),
      close: async () => undefined,
    }),
  },
  {
    name: "S3-compatible bucket",
    open: async () => {
      const server = await startS3Server();
      return { store: createS3FileStore(server.settings), close: server.close };
    },
  },
];

describe.each(stores)("file store: $name", ({ open }) => {
  let store: FileStore & FileListing;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(async () => close());

  it("stores a buffer, reads it back and deletes it; deleting twice is fine", async () => {
    expect(await store.put("notices/a.txt", Buffer.from("hello"), "text/plain")).toEqual({ size: 5 });
    const got = await store.get("notices/a.txt");
    expect(got?.size).toBe(5);
    expect((await buffer(got!.body)).toString()).toBe("hello");
    await store.delete("notices/a.txt");
    expect(await store.get("notices/a.txt")).toBeNull();
    await store.delete("notices/a.txt");
  });

  it("streams a body larger than one upload part", async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 6 }, () => chunk);
    expect(await store.put("notices/big.bin", Readable.from(chunks), "application/octet-stream")).toEqual({
      size: 6 * chunk.length,
    });
    const got = await store.get("notices/big.bin");
    expect(got?.size).toBe(6 * chunk.length);
    const back = await buffer(got!.body);
    expect(back.length).toBe(6 * chunk.length);
    expect(back.every((byte) => byte === 7)).toBe(true);
    await store.delete("notices/big.bin");
  });

  it("leaves nothing behind when the stream fails midway", async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 1));
        else this.destroy(new Error("client went away"));
      },
    });
    await expect(store.put("broken/x.bin", failing, "application/octet-stream")).rejects.toThrow();
    expect(await store.get("broken/x.bin")).toBeNull();
  });

  it("lists every stored key with its size, and not a write in progress", async () => {
    await store.put("listing/b/two.bin", Buffer.alloc(2), "application/octet-stream");
    await store.put("listing/a.txt", Buffer.from("one"), "text/plain");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const pending = new Readable({
      read() {
        if (started) return;
        started = true;
        this.push(Buffer.alloc(1024));
        void held.then(() => this.push(null));
      },
    });
    const writing = store.put("listing/c.bin", pending, "application/octet-stream");
    const listed = async () => {
      const found: StoredObject[] = [];
      for await (const object of store.list()) if (object.key.startsWith("listing/")) found.push(object);
      return found;
    };
    expect((await listed()).sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: "listing/a.txt", size: 3 },
      { key: "listing/b/two.bin", size: 2 },
    ]);
    release();
    await writing;
    expect((await listed()).map((o) => o.key).sort()).toEqual([
      "listing/a.txt",
      "listing/b/two.bin",
      "listing/c.bin",
    ]);
    for (const { key } of await listed()) await store.delete(key);
  });

  it("answers null for a key that was never stored", async () => {
    expect(await store.get("notices/never.bin")).toBeNull();
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../x", "/etc/passwd", "a/../../x", "A/B", ""])
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/not a file key/);
  });
});
