import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createLocalFileStore } from "./local-file-store.ts";

describe("local file store", () => {
  const root = mkdtempSync(join(tmpdir(), "portal-files-"));
  const store = createLocalFileStore(root);

  it("stores, reads and deletes by key", async () => {
    expect(await store.put("a/b.txt", Buffer.from("hello"), "text/plain")).toEqual({ size: 5 });
    const got = await store.get("a/b.txt");
    expect(got?.size).toBe(5);
    expect(await text(got!.body)).toBe("hello");
    await store.delete("a/b.txt");
    expect(await store.get("a/b.txt")).toBeNull();
    await store.delete("a/b.txt");
  });

  it("leaves nothing behind when the stream fails midway", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(store.put("broken/x.bin", failing, "application/octet-stream")).rejects.toThrow();
    expect(readdirSync(join(root, "broken"))).toEqual([]);
    expect(await store.get("broken/x.bin")).toBeNull();
  });

  it("refuses keys that could leave the directory", async () => {
    for (const key of ["../x", "/etc/passwd", "a/../../x", "A/B", ""]) {
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/not a file key/);
    }
  });
});
