import { describe, expect, it } from "vitest";
import { code128cBars, code128cValues } from "./code128.ts";

describe("Code 128 C", () => {
  it("packs digit pairs after the start and adds the modulo-103 check", () => {
    // Start C (105) + 12·1 + 34·2 + 56·3 = 353; 353 mod 103 = 44.
    expect(code128cValues("123456")).toEqual([105, 12, 34, 56, 44]);
  });

  it("draws 11 modules a symbol and 13 for the stop", () => {
    const digits = "4".repeat(54);
    const { bars, width } = code128cBars(digits);
    // Start, 27 pairs and the check are 29 symbols of 11 modules, then the stop's 13.
    expect(width).toBe(29 * 11 + 13);
    // Three bars a symbol, four in the stop.
    expect(bars).toHaveLength(29 * 3 + 4);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
  });

  it("refuses anything but an even number of digits", () => {
    expect(() => code128cValues("123")).toThrow();
    expect(() => code128cValues("12a4")).toThrow();
  });
});
