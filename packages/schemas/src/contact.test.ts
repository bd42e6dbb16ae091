import { describe, expect, it } from "vitest";
import { isPhoneNumber, normalisePhoneNumber, phoneNumber } from "./contact.ts";

const message = (input: unknown) => phoneNumber.safeParse(input).error?.issues[0]?.message;

describe("phone numbers", () => {
  it.each([
    ["040 123 4567", "+358401234567"],
    ["+358 40 123 4567", "+358401234567"],
    ["0401234567", "+358401234567"],
    ["(09) 123 456", "+3589123456"],
    ["050-765 4321", "+358507654321"],
    ["00358 40 555 7788", "+358405557788"],
    ["+46 70 123 4567", "+46701234567"],
    ["00 1 212 555 0100", "+12125550100"],
    ["+358 4573 123 4567", "+35845731234567"],
  ])("accepts %s as %s", (typed, normalised) => {
    expect(isPhoneNumber(typed)).toBe(true);
    expect(normalisePhoneNumber(typed)).toBe(normalised);
    expect(phoneNumber.parse(typed)).toBe(typed.trim());
  });

  it.each([
    "------",
    "+",
    "000",
    "+358",
    "+358 0 123 4567", // a Finnish national number never starts with 0 after the country code
    "+358 40", // too short for Finland
    "+358 40 1234 5678 901", // too long for Finland (and for E.164)
    "0",
    "00",
    "+0 123 456 789",
    "123456", // neither international nor a national number
    "+123456", // E.164 has at least 7 digits
    "+1234567890123456", // and at most 15
    "040 123 4567 ext 8",
    "040+1234567",
    "++358401234567",
    "٠٤٠١٢٣٤٥٦٧", // digits of another script
    "040\n1234567",
  ])("refuses %j with validation.phone", (typed) => {
    expect(isPhoneNumber(typed)).toBe(false);
    expect(message(typed)).toBe("validation.phone");
  });

  it("asks for a missing number and refuses one too long to be typed", () => {
    expect(message("")).toBe("validation.required");
    expect(message("   ")).toBe("validation.required");
    expect(message("0".repeat(31))).toBe("validation.tooLong");
  });
});
