import { describe, expect, it } from "vitest";
import { isRefusal, REFUSALS, refusalAnswer, refuse } from "./refusal.ts";

describe("a refusal", () => {
  it("answers its code's status from the one table, the code under `error` and its details beside it", () => {
    expect(refusalAnswer(refuse("NOT_FOUND"))).toEqual({ status: 404, body: { error: "NOT_FOUND" } });
    expect(refusalAnswer(refuse("VALIDATION", { fields: { file: "validation.required" } }))).toEqual({
      status: 400,
      body: { error: "VALIDATION", fields: { file: "validation.required" } },
    });
  });

  it("names a sign-in refusal under errorType, as the contract's 401 does", () => {
    expect(refusalAnswer(refuse("CONTRACT_NOT_STARTED", { startDate: "2026-03-01" }))).toEqual({
      status: 401,
      body: { errorType: "CONTRACT_NOT_STARTED", startDate: "2026-03-01" },
    });
  });

  it("takes another status only where its row names it", () => {
    const tooLarge = refuse("VALIDATION", { fields: { file: "validation.fileTooLarge" } }).as(413);
    expect(refusalAnswer(tooLarge).status).toBe(413);
    // @ts-expect-error NOT_FOUND answers 404 alone; a status its row does not name stays the row's.
    expect(refusalAnswer(refuse("NOT_FOUND").as(410)).status).toBe(404);
  });

  it("is told from any value a service answers", () => {
    expect(isRefusal(refuse("CONFLICT"))).toBe(true);
    for (const value of [null, undefined, { error: "CONFLICT" }, { code: "CONFLICT" }, "CONFLICT"])
      expect(isRefusal(value)).toBe(false);
  });

  it("answers a client error for every code; the one other status is the payment provider's failure", () => {
    const others: string[] = [];
    for (const [code, row] of Object.entries(REFUSALS)) {
      expect(row.status, code).toSatisfy((s: number) => s >= 400 && s < 500);
      for (const status of Object.keys("also" in row ? row.also : {}).map(Number))
        if (status >= 500) others.push(`${code} ${status}`);
        else expect(status, code).toSatisfy((s: number) => s >= 400 && s < 500);
    }
    expect(others).toEqual(["PAYMENT_CREATION_FAILED 502"]);
  });
});
