import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";

describe("the webhook sender's metrics", () => {
  it("tell an operator what waits for the receiver, how long, and how many tries failed", async () => {
    let snapshot = { waiting: 3, oldestAgeSeconds: 125.5, failedTries: 4 };
    const metrics = createMetrics({ webhooks: async () => snapshot });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^portal_webhook_waiting_events 3$/m);
    expect(text).toMatch(/^portal_webhook_oldest_waiting_age_seconds 125.5$/m);
    expect(text).toMatch(/^portal_webhook_failed_tries 4$/m);
    // Read anew at a later scrape (a scrape reads its source once, however many gauges it has).
    snapshot = { waiting: 0, oldestAgeSeconds: 0, failedTries: 0 };
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await metrics.registry.metrics()).toMatch(/^portal_webhook_waiting_events 0$/m);
  });

  it("are absent without webhooks", async () => {
    expect(await createMetrics({}).registry.metrics()).not.toContain("portal_webhook_");
  });
});
