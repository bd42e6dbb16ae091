import { describe, expect, it } from "vitest";
import {
  CUSTOMER_NUMBER_FIRST,
  customerNumberOf,
  isCustomerNumber,
  luhnCheckDigit,
} from "./customer-number.rules.ts";

describe("customer numbers", () => {
  it("end in Luhn's check digit", () => {
    // The textbook example: 7992739871 has the check digit 3.
    expect(luhnCheckDigit("7992739871")).toBe(3);
    expect(customerNumberOf(CUSTOMER_NUMBER_FIRST)).toBe(1000017);
    expect(isCustomerNumber(1000017)).toBe(true);
  });

  it("catch every single wrong digit and every swap of two neighbours but 09 and 90", () => {
    for (let running = CUSTOMER_NUMBER_FIRST; running < CUSTOMER_NUMBER_FIRST + 200; running++) {
      const digits = String(customerNumberOf(running));
      for (let i = 0; i < digits.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === digits[i]) continue;
          const wrong = digits.slice(0, i) + d + digits.slice(i + 1);
          expect([wrong, isCustomerNumber(Number(wrong))]).toEqual([wrong, false]);
        }
        const [a, b] = [digits[i], digits[i + 1]];
        if (b === undefined || a === b || `${a}${b}` === "09" || `${a}${b}` === "90") continue;
        const swapped = digits.slice(0, i) + b + a + digits.slice(i + 2);
        expect([swapped, isCustomerNumber(Number(swapped))]).toEqual([swapped, false]);
      }
    }
  });

  it("are whole numbers of 7 digits or more", () => {
    for (const value of [0, -1000017, 1000017.5, 14, 1000015, Number.MAX_SAFE_INTEGER + 2])
      expect([value, isCustomerNumber(value)]).toEqual([value, false]);
  });
});
