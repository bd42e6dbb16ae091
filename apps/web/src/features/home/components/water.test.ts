import { describe, expect, it } from "vitest";
import { formatReading, formatTick, formatUse, waterScale } from "./water.ts";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("water figures", () => {
  it("shows litres as m³ in the Finnish way", () => {
    expect(nbsp(formatReading(123_456))).toBe("123,456");
    expect(nbsp(formatReading(1_234_500))).toBe("1 234,500");
    expect(formatUse(3_200)).toBe("3,200");
    expect(formatUse(3_257)).toBe("3,257");
    expect(formatUse(0)).toBe("0,000");
    expect(formatTick(2_000)).toBe("2");
    expect(formatTick(2_500)).toBe("2,5");
  });

  it("puts the axis top at or above the largest month, in even steps", () => {
    for (const max of [1, 999, 3_400, 7_250, 12_000]) {
      const { top, ticks } = waterScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(top);
      const steps = new Set(ticks.slice(1).map((tick, i) => tick - ticks[i]!));
      expect(steps.size).toBe(1);
    }
    expect(waterScale(0).top).toBeGreaterThan(0);
  });
});
