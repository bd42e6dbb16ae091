import { describe, expect, it } from "vitest";
import { checkCharacter, isValidIdentityCode, parseIdentityCode } from "./identity-code.ts";

describe("personal identity code", () => {
  it.each([
    ["131052-308T", "1952-10-13"],
    ["010101A123N", "2001-01-01"],
    ["311299-0029", "1999-12-31"],
    ["010594Y9032", "1994-05-01"],
    ["010594Y0020", "1994-05-01"],
    ["020500+002C", "1800-05-02"],
  ])("accepts %s", (code, birthDate) => {
    const parsed = parseIdentityCode(code, { allowTestRange: true });
    expect(parsed?.birthDate).toBe(birthDate);
  });

  it("accepts every century sign of the 2023 reform", () => {
    for (const sign of ["-", "Y", "X", "W", "V", "U", "A", "B", "C", "D", "E", "F"]) {
      const code = `010594${sign}123${checkCharacter("010594123")}`;
      expect(isValidIdentityCode(code), code).toBe(true);
    }
  });

  it("upper-cases and trims", () => {
    expect(parseIdentityCode(" 131052-308t ")?.code).toBe("131052-308T");
  });

  it("accepts 900–999 only when test codes are allowed", () => {
    expect(isValidIdentityCode("150385-912E")).toBe(false);
    expect(isValidIdentityCode("150385-912E", { allowTestRange: true })).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["131052-308", "too short"],
    ["131052-308TT", "too long"],
    ["131052-308U", "wrong check character"],
    ["131052G308T", "unknown century sign"],
    ["131052-001T", "individual number below 002"],
    ["310252-308Y", "31 February"],
    ["290201A9175", "29 February in a common year"],
    ["001052-308T", "day zero"],
    ["131352-308T", "month 13"],
    ["13105a-308T", "letters in the date"],
    ["131052-3O8T", "letter O for zero"],
  ])("refuses %s (%s)", (code) => {
    expect(isValidIdentityCode(code, { allowTestRange: true })).toBe(false);
  });

  it("knows leap days", () => {
    expect(isValidIdentityCode(`290200A917${checkCharacter("290200917")}`, { allowTestRange: true })).toBe(
      true,
    );
  });
});
