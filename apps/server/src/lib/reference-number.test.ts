import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  finnishCheckDigit,
  finnishReference,
  groupReference,
  isValidFinnishReference,
  isValidRfReference,
  rfReference,
} from "./reference-number.ts";

describe("Finnish reference number (7-3-1)", () => {
  it("computes the check digit of published examples", () => {
    // Finance Finland's guide: base 123 → 1232; weights 7,3,1 from the right.
    expect(finnishReference("123")).toBe("1232");
    expect(finnishCheckDigit("86851625961989")).toBe(7);
    // 1·7 + 6·3 + 5·1 + 4·7 + 3·3 + 2·1 + 1·7 = 76 → 10 − 6 = 4.
    expect(finnishReference("1234561")).toBe("12345614");
    expect(isValidFinnishReference("86851 62596 19897")).toBe(true);
  });
  it("refuses a changed digit, a wrong length and non-digits", () => {
    expect(isValidFinnishReference("1233")).toBe(false);
    expect(isValidFinnishReference("123")).toBe(false);
    expect(isValidFinnishReference("1".repeat(21))).toBe(false);
    expect(isValidFinnishReference("12a2")).toBe(false);
    expect(() => finnishReference("12")).toThrow();
  });
  it("catches every single-digit change", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3,19}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (base, at, delta) => {
          const ref = finnishReference(base);
          expect(isValidFinnishReference(ref)).toBe(true);
          const i = at % ref.length;
          const changed = ref.slice(0, i) + String((Number(ref[i]) + delta) % 10) + ref.slice(i + 1);
          expect(isValidFinnishReference(changed)).toBe(false);
        },
      ),
    );
  });
  it("prints in groups of five", () => {
    expect(groupReference("868516259619897")).toBe("86851 62596 19897");
    expect(groupReference("1232")).toBe("1232");
  });
});

describe("RF creditor reference (ISO 11649)", () => {
  it("matches published examples", () => {
    expect(rfReference("539007547034")).toBe("RF18539007547034");
    expect(isValidRfReference("RF18 5390 0754 7034")).toBe(true);
    // "1232RF00" → 1232271500 mod 97 = 87, check 98 − 87 = 11.
    expect(rfReference("1232")).toBe("RF111232");
    expect(rfReference("0001232")).toBe("RF111232");
    expect(rfReference("868516259619897")).toBe("RF09868516259619897");
  });
  it("refuses a changed character or check", () => {
    expect(isValidRfReference("RF18539007547035")).toBe(false);
    expect(isValidRfReference("RF19539007547034")).toBe(false);
    expect(isValidRfReference("XX18539007547034")).toBe(false);
  });
  it("every national reference has a valid RF form", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{2,18}$/), (base) => {
        const rf = rfReference(finnishReference(base));
        expect(isValidRfReference(rf)).toBe(true);
        expect(rf.slice(4)).toBe(finnishReference(base));
      }),
    );
  });
});
