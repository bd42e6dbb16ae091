import { describe, expect, it } from "vitest";
import en from "../../locales/en/lease.json";
import fi from "../../locales/fi/lease.json";
import { waterTerms } from "./water.ts";

describe("the lease's water terms", () => {
  it("follow the contract's water billing, and say water is included when nothing is billed for it", () => {
    expect(waterTerms({ waterBilling: "consumption", waterPrepayment: 44 })).toBe("consumption");
    expect(waterTerms({ waterBilling: "perPerson", waterPrepayment: 22 })).toBe("perPerson");
    expect(waterTerms({ waterBilling: "perPerson", waterPrepayment: 0 })).toBe("included");
  });

  it("have a text for each, none saying water cannot be paid online", () => {
    for (const catalog of [fi, en]) {
      const texts = catalog.rent.water;
      expect(Object.keys(texts).sort()).toEqual(["consumption", "included", "perPerson"]);
      expect(texts.consumption).toContain("{{amount}}");
      expect(texts.perPerson).toContain("{{amount}}");
      expect(Object.values(texts).join(" ")).not.toMatch(/ei voi maksaa verkossa|can't be paid online/i);
      expect("waterNote" in catalog.rent).toBe(false);
    }
  });
});
