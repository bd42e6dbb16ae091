import { afterEach, describe, expect, it, vi } from "vitest";
import { createIntervalJob } from "./interval-job.ts";

/** A run() whose passes finish only when told to; counts how many began. */
function controlled() {
  const finish: ((fail?: boolean) => void)[] = [];
  let started = 0;
  const run = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      const n = started;
      finish.push((fail) => (fail ? reject(new Error(`pass ${n} failed`)) : resolve(n)));
    });
  return { run, finish, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createIntervalJob", () => {
  afterEach(() => vi.useRealTimers());

  it("runs every interval after start(), with a first pass at once only when asked", async () => {
    vi.useFakeTimers();
    const passes: string[] = [];
    const later = createIntervalJob({
      intervalMs: 1000,
      run: async () => passes.push("later"),
      onError: () => {},
    });
    const atStart = createIntervalJob({
      intervalMs: 1000,
      runAtStart: true,
      run: async () => passes.push("atStart"),
      onError: () => {},
    });
    later.start();
    atStart.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toEqual(["atStart"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes.sort()).toEqual(["atStart", "atStart", "later"]);
    await later.stop();
    await atStart.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toHaveLength(3);
  });

  it("never runs two passes at once: a tick during a slow pass is skipped", async () => {
    vi.useFakeTimers();
    const c = controlled();
    const done: number[] = [];
    const job = createIntervalJob({
      intervalMs: 100,
      runAtStart: true,
      run: c.run,
      onDone: (n) => done.push(n),
      onError: () => {},
    });
    job.start();
    await vi.advanceTimersByTimeAsync(550);
    expect(c.started()).toBe(1);
    c.finish[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100);
    expect(c.started()).toBe(2);
    c.finish[1]!();
    await job.stop();
    expect(done).toEqual([1, 2]);
  });

  it("logs a failed pass instead of throwing, and keeps running", async () => {
    const c = controlled();
    const errors: string[] = [];
    const job = createIntervalJob({
      intervalMs: 60_000,
      run: c.run,
      onDone: () => {
        throw new Error("a logger that throws");
      },
      onError: (error) => errors.push((error as Error).message),
    });
    const first = job.tick();
    await settle();
    c.finish[0]!(true);
    await expect(first).resolves.toBeUndefined();
    expect(errors).toEqual(["pass 1 failed"]);
    // A throwing logger breaks nothing either; the next pass runs.
    const second = job.tick();
    await settle();
    c.finish[1]!();
    await expect(second).resolves.toBeUndefined();
    const thrown = createIntervalJob({
      intervalMs: 60_000,
      run: () => {
        throw new Error("before any await");
      },
      onError: (error) => errors.push((error as Error).message),
    });
    await thrown.tick();
    await thrown.tick();
    expect(errors).toEqual(["pass 1 failed", "before any await", "before any await"]);
  });

  it("stop() waits for the pass in flight", async () => {
    const c = controlled();
    const job = createIntervalJob({ intervalMs: 60_000, runAtStart: true, run: c.run, onError: () => {} });
    job.start();
    await settle();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    c.finish[0]!();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("does not keep the process alive: its timer is unref'd", () => {
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const job = createIntervalJob({ intervalMs: 60_000, run: async () => 0, onError: () => {} });
    job.start();
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setIntervalSpy.mockRestore();
    return job.stop();
  });
});
