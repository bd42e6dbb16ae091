import { describe, expect, it } from "vitest";
import { createPaymentRequest, paymentForm } from "./payments.ts";
import { eurosToCents, paymentAmountError } from "./payments.constants.ts";

describe("payment amounts", () => {
  it("reads euros as tenants type them", () => {
    expect(eurosToCents("12")).toBe(1200);
    expect(eurosToCents("12,5")).toBe(1250);
    expect(eurosToCents("1 234,56 €")).toBe(123456);
    expect(eurosToCents("0.99")).toBe(99);
    for (const bad of ["", "-5", "1,234", "1e3", "abc", "12,", "1.2.3"]) expect(eurosToCents(bad)).toBeNull();
  });

  it("keys each refusal", () => {
    expect(paymentAmountError(99)).toBe("validation.paymentAmountTooSmall");
    expect(paymentAmountError(1_000_001)).toBe("validation.paymentAmountTooLarge");
    expect(paymentAmountError(null)).toBe("validation.paymentAmountInvalid");
    expect(paymentAmountError(100)).toBeNull();
  });

  it("the request takes whole cents only", () => {
    expect(createPaymentRequest.safeParse({ amountCents: 100 }).success).toBe(true);
    for (const amountCents of [99, -100, 100.5, "100", 1_000_001, null]) {
      expect(createPaymentRequest.safeParse({ amountCents }).success).toBe(false);
    }
  });

  it("the form refuses an empty or small amount", () => {
    expect(paymentForm.safeParse({ amount: "" }).error?.issues[0]?.message).toBe("validation.required");
    expect(paymentForm.safeParse({ amount: "0,50" }).error?.issues[0]?.message).toBe(
      "validation.paymentAmountTooSmall",
    );
    expect(paymentForm.safeParse({ amount: "25,00" }).success).toBe(true);
  });
});
