import { describe, expect, it } from "vitest";
import { formatPaymentAmount, missingText } from "./display.ts";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("a bank payment's amount", () => {
  it("shows euros as money is shown elsewhere", () => {
    expect(plain(formatPaymentAmount(123_45, "EUR"))).toBe("123,45 €");
    expect(plain(formatPaymentAmount(123_450, "EUR"))).toBe("1 234,50 €");
  });

  it("shows another currency with its code, never as euros", () => {
    const text = plain(formatPaymentAmount(9_900, "USD"));
    expect(text).toContain("99,00");
    expect(text).toContain("USD");
    expect(text).not.toContain("€");
  });

  it("keeps a code Intl does not know as the bank wrote it", () => {
    expect(plain(formatPaymentAmount(500, "X1"))).toBe("5,00 X1");
  });
});

describe("a missing payer or reference", () => {
  it("is said so, and a given one shown as it is", () => {
    expect(missingText(null, "Ei ilmoitettu")).toBe("Ei ilmoitettu");
    expect(missingText("", "Ei ilmoitettu")).toBe("Ei ilmoitettu");
    expect(missingText("Aino Asukas", "Ei ilmoitettu")).toBe("Aino Asukas");
  });
});
