import { describe, expect, it } from "vitest";
import { chartScale, niceStep } from "./chartScale.ts";

describe("chartScale", () => {
  it("rounds the top up to a readable step", () => {
    // 745,20 € in four steps: 200 € steps up to 800 €.
    expect(chartScale(74_520)).toEqual({ top: 80_000, ticks: [0, 20_000, 40_000, 60_000, 80_000] });
    expect(chartScale(100_000).top).toBe(100_000);
    expect(chartScale(100_001).top).toBeGreaterThan(100_001);
  });

  it("keeps whole euros and a scale when there is nothing to draw", () => {
    expect(chartScale(3).ticks).toEqual([0, 100, 200, 300, 400]);
    expect(chartScale(0).top).toBe(400);
  });

  it("steps by 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0.7, 1, 1.5, 2.2, 4, 7, 12].map(niceStep)).toEqual([1, 1, 2, 2.5, 5, 10, 20]);
  });
});
