import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness.ts";

const ok = async () => undefined;
const fails = async () => {
  throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2");
};

describe("readiness", () => {
  it("is not ready while starting or draining, whatever the checks say", async () => {
    const readiness = createReadiness([{ name: "database", check: ok }], { cacheMs: 0 });
    expect(await readiness.report()).toEqual({ ready: false, reasons: ["starting"] });
    readiness.setPhase("ready");
    expect(await readiness.report()).toEqual({ ready: true, reasons: [] });
    readiness.setPhase("draining");
    expect(await readiness.report()).toEqual({ ready: false, reasons: ["draining"] });
  });

  it("names each failing check, never its error's text", async () => {
    const readiness = createReadiness(
      [
        { name: "database", check: fails },
        { name: "files", check: ok },
      ],
      { phase: "ready", cacheMs: 0 },
    );
    const report = await readiness.report();
    expect(report).toEqual({ ready: false, reasons: ["database unreachable"] });
    expect(JSON.stringify(report)).not.toContain("hunter2");
  });

  it("counts a check that does not answer as failed", async () => {
    const hangs = () => new Promise<void>(() => undefined);
    const readiness = createReadiness([{ name: "database", check: hangs }], {
      phase: "ready",
      timeoutMs: 10,
    });
    expect(await readiness.report()).toEqual({ ready: false, reasons: ["database unreachable"] });
  });

  it("asks each check once however many probes come at once", async () => {
    let calls = 0;
    const counted = async () => {
      calls++;
    };
    const readiness = createReadiness([{ name: "database", check: counted }], { phase: "ready" });
    await Promise.all([readiness.report(), readiness.report(), readiness.report()]);
    await readiness.report();
    expect(calls).toBe(1);
  });
});
