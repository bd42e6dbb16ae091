import { describe, expect, it } from "vitest";
import { rfReference } from "./reference-number.ts";
import { virtualBarcodeV4, virtualBarcodeV5 } from "./virtual-barcode.ts";

describe("virtual bank barcode", () => {
  it("version 4 matches Finance Finland's example", () => {
    expect(
      virtualBarcodeV4({
        iban: "FI79 4405 2020 0360 82",
        amountCents: 488315,
        reference: "86851 62596 19897",
        dueDate: "2010-06-12",
      }),
    ).toBe("479440520200360820048831500000000868516259619897100612");
  });

  it("version 5 carries the RF check digits and the reference padded to 21 digits", () => {
    const code = virtualBarcodeV5({
      iban: "FI58 1017 1000 0001 22",
      amountCents: 48299,
      reference: "RF09 8685 1625 9619 897",
      dueDate: "2012-01-31",
    });
    expect(code).toHaveLength(54);
    expect(code).toBe("558101710000001220004829909000000868516259619897120131");
  });

  it("is always 54 digits; no due date and too large amounts are zeros", () => {
    const base = { iban: "FI2112345600000785", reference: "1232", dueDate: null };
    const v4 = virtualBarcodeV4({ ...base, amountCents: 0 });
    expect(v4).toMatch(/^4\d{53}$/);
    expect(v4.slice(-6)).toBe("000000");
    expect(virtualBarcodeV4({ ...base, amountCents: 100_000_000 }).slice(17, 25)).toBe("00000000");
    expect(virtualBarcodeV4({ ...base, amountCents: 99_999_999 }).slice(17, 25)).toBe("99999999");
    const v5 = virtualBarcodeV5({ ...base, reference: rfReference("1232"), amountCents: 12345 });
    expect(v5).toMatch(/^5\d{53}$/);
    expect(v5.slice(25, 48)).toBe("11000000000000000001232");
  });

  it("refuses what it cannot encode", () => {
    const base = { amountCents: 100, dueDate: null };
    expect(() =>
      virtualBarcodeV4({ ...base, iban: "SE4550000000058398257466", reference: "1232" }),
    ).toThrow();
    expect(() => virtualBarcodeV4({ ...base, iban: "FI2112345600000785", reference: "RF331232" })).toThrow();
    expect(() => virtualBarcodeV5({ ...base, iban: "FI2112345600000785", reference: "1232" })).toThrow();
    expect(() =>
      virtualBarcodeV4({ ...base, amountCents: -1, iban: "FI2112345600000785", reference: "1232" }),
    ).toThrow();
  });
});
