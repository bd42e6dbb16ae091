import { describe, expect, it } from "vitest";
import { chooseContract } from "./contract-eligibility.ts";

const today = "2026-03-16";
const c = (id: string, startDate: string, endDate: string | null = null) => ({ id, startDate, endDate });

describe("chooseContract", () => {
  it("refuses a person without contracts", () => {
    expect(chooseContract([], today)).toEqual({ ok: false, errorType: "CONTRACT_NOT_FOUND" });
  });

  it("accepts an open-ended contract that has started, including one starting today", () => {
    expect(chooseContract([c("a", "2024-01-01")], today)).toEqual({ ok: true, contractId: "a" });
    expect(chooseContract([c("a", today)], today)).toEqual({ ok: true, contractId: "a" });
  });

  it("accepts a contract whose last day is today", () => {
    expect(chooseContract([c("a", "2024-01-01", today)], today)).toEqual({ ok: true, contractId: "a" });
  });

  it("allows sign-in until 30 days after the end, and not on day 31", () => {
    expect(chooseContract([c("a", "2024-01-01", "2026-02-14")], today)).toEqual({
      ok: true,
      contractId: "a",
    });
    expect(chooseContract([c("a", "2024-01-01", "2026-02-13")], today)).toEqual({
      ok: false,
      errorType: "CONTRACT_EXPIRED",
    });
  });

  it("answers a future contract with its start date", () => {
    expect(chooseContract([c("a", "2026-04-05")], today)).toEqual({
      ok: false,
      errorType: "CONTRACT_NOT_STARTED",
      startDate: "2026-04-05",
    });
  });

  it("prefers the active contract over one in its grace period and over a future one", () => {
    const contracts = [c("old", "2020-01-01", "2026-03-10"), c("now", "2026-03-11"), c("next", "2026-06-01")];
    expect(chooseContract(contracts, today)).toEqual({ ok: true, contractId: "now" });
  });

  it("prefers the grace period over a contract that has not started (moving between homes)", () => {
    const contracts = [c("old", "2020-01-01", "2026-03-10"), c("next", "2026-04-01")];
    expect(chooseContract(contracts, today)).toEqual({ ok: true, contractId: "old" });
  });

  it("names the earliest upcoming start when an old contract has long expired", () => {
    const contracts = [
      c("old", "2010-01-01", "2015-01-01"),
      c("later", "2026-09-01"),
      c("sooner", "2026-05-01"),
    ];
    expect(chooseContract(contracts, today)).toEqual({
      ok: false,
      errorType: "CONTRACT_NOT_STARTED",
      startDate: "2026-05-01",
    });
  });

  it("picks the most recently started of several active contracts", () => {
    expect(chooseContract([c("a", "2020-01-01"), c("b", "2025-01-01")], today)).toEqual({
      ok: true,
      contractId: "b",
    });
  });
});
