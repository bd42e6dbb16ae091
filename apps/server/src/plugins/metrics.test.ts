import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";

describe("a module's gauges", () => {
  it("are read together once per scrape, each by its name, and read anew at a later scrape", async () => {
    let reads = 0;
    let value = 3;
    const metrics = createMetrics({});
    metrics.addGauges({
      gauges: [
        { name: "portal_test_waiting", help: "Waiting" },
        { name: "portal_test_age_seconds", help: "Age" },
        { name: "portal_test_missing", help: "Not in the reading" },
      ],
      read: async () => {
        reads++;
        return { portal_test_waiting: value, portal_test_age_seconds: 125.5 };
      },
    });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^portal_test_waiting 3$/m);
    expect(text).toMatch(/^portal_test_age_seconds 125.5$/m);
    expect(text).toMatch(/^portal_test_missing 0$/m);
    expect(reads).toBe(1);
    value = 0;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await metrics.registry.metrics()).toMatch(/^portal_test_waiting 0$/m);
    expect(reads).toBe(2);
  });

  it("show 0 while their reading fails", async () => {
    const metrics = createMetrics({});
    metrics.addGauges({
      gauges: [{ name: "portal_test_waiting", help: "Waiting" }],
      read: () => Promise.reject(new Error("database unreachable")),
    });
    expect(await metrics.registry.metrics()).toMatch(/^portal_test_waiting 0$/m);
  });
});
