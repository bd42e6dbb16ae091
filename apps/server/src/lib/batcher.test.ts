import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher.ts";

/** A batch runner that records what it was given and answers when told to. */
function recorder() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() => (items.includes(13) ? reject(new Error("13")) : resolve(items.map((i) => `#${i}`))));
    });
  const answer = async () => {
    while (pending.length) pending.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, answer };
}

describe("createBatcher", () => {
  it("sends what arrives in one turn of the event loop as one batch, each caller its own answer", async () => {
    const r = recorder();
    const load = createBatcher(r.run, { maxBatch: 64 });
    const answers = Promise.all([1, 2, 3].map((i) => load(i)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([[1, 2, 3]]);
    await r.answer();
    expect(await answers).toEqual(["#1", "#2", "#3"]);
  });

  it("keeps one batch out at a time: what comes meanwhile goes together next, at most maxBatch at once", async () => {
    const r = recorder();
    const load = createBatcher(r.run, { maxBatch: 3 });
    const first = load(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4, 5].map((i) => load(i));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([[1]]);
    await r.answer();
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    await r.answer();
    await r.answer();
    expect(r.batches).toEqual([[1], [2, 3, 4], [5]]);
    expect(await first).toBe("#1");
    expect(await Promise.all(later)).toEqual(["#2", "#3", "#4", "#5"]);
  });

  it("runs a failed batch again an item at a time, so only the item that fails is refused", async () => {
    const r = recorder();
    const load = createBatcher(r.run, { maxBatch: 64 });
    const results = [12, 13, 14].map((i) => load(i).then(String, (err: Error) => `refused ${err.message}`));
    await new Promise((resolve) => setImmediate(resolve));
    await r.answer();
    await r.answer();
    expect(await Promise.all(results)).toEqual(["#12", "refused 13", "#14"]);
    expect(r.batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
