import { describe, expect, it } from "vitest";
import { groupFromLeft, groupFromRight } from "./groups.ts";

describe("grouping for reading", () => {
  it("groups an IBAN and an RF reference by four from the left", () => {
    expect(groupFromLeft("FI2112345600000785")).toBe("FI21 1234 5600 0007 85");
    expect(groupFromLeft("RF18539007547034")).toBe("RF18 5390 0754 7034");
  });

  it("groups a Finnish reference by five from the right", () => {
    expect(groupFromRight("1234561")).toBe("12 34561");
    expect(groupFromRight("12345678901")).toBe("1 23456 78901");
    expect(groupFromRight("12345")).toBe("12345");
  });
});
