import { describe, expect, it, vi } from "vitest";
import { createListCache, LIST_TTL_MS } from "./list-cache.ts";

describe("the building lists' cache", () => {
  const setup = () => {
    const clock = { now: new Date("2026-11-26T10:00:00Z") };
    const cache = createListCache(() => clock.now);
    let n = 0;
    const build = vi.fn(async () => ({ json: `"list ${++n}"`, keep: true }));
    return { clock, cache, build };
  };

  it("builds a list once for the requests asking at the same time, and keeps it at its generation", async () => {
    const { cache, build } = setup();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.get("b\u0000notices", 3, build)),
    );
    expect(new Set(answers)).toEqual(new Set(['"list 1"']));
    expect(build).toHaveBeenCalledTimes(1);
    // A request that read an older generation is served the newer list; a newer one builds again.
    expect(await cache.get("b\u0000notices", 2, build)).toBe('"list 1"');
    expect(await cache.get("b\u0000notices", 4, build)).toBe('"list 2"');
    expect(await cache.get("other\u0000notices", 4, build)).toBe('"list 3"');
  });

  it("builds again after LIST_TTL_MS, and when the clock went back", async () => {
    const { clock, cache, build } = setup();
    await cache.get("k", 1, build);
    clock.now = new Date(clock.now.getTime() + LIST_TTL_MS - 1);
    expect(await cache.get("k", 1, build)).toBe('"list 1"');
    clock.now = new Date(clock.now.getTime() + 1);
    expect(await cache.get("k", 1, build)).toBe('"list 2"');
    clock.now = new Date(clock.now.getTime() - 1);
    expect(await cache.get("k", 1, build)).toBe('"list 3"');
  });

  it("keeps neither a list it may not keep nor a failed build", async () => {
    const { cache } = setup();
    const once = vi.fn(async () => ({ json: "[]", keep: false }));
    await cache.get("out of range", 1, once);
    await cache.get("out of range", 1, once);
    expect(once).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => {
      throw new Error("database gone");
    });
    await expect(cache.get("f", 1, failing)).rejects.toThrow("database gone");
    await expect(cache.get("f", 1, failing)).rejects.toThrow("database gone");
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
