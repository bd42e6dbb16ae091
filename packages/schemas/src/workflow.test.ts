import { describe, expect, it } from "vitest";
import { FAULT_REPORT_WORKFLOW } from "./faults.constants.ts";
import { stateChange } from "./workflow.ts";
import { MESSAGE_WORKFLOW } from "./messages.constants.ts";
import { defineWorkflow } from "./workflow.constants.ts";

describe("defineWorkflow", () => {
  it("answers the table: the moves it lists, the buttons of a state, the final states", () => {
    expect(FAULT_REPORT_WORKFLOW.allows("Sent", "InProgress")).toBe(true);
    expect(FAULT_REPORT_WORKFLOW.allows("Sent", "Ready")).toBe(true);
    expect(FAULT_REPORT_WORKFLOW.allows("InProgress", "Ready")).toBe(true);
    expect(FAULT_REPORT_WORKFLOW.allows("Ready", "Sent")).toBe(false);
    // A tenant's answer to a reply takes a completed report back to handling.
    expect(FAULT_REPORT_WORKFLOW.allows("Ready", "InProgress")).toBe(true);
    expect(MESSAGE_WORKFLOW.allows("Ready", "InProgress")).toBe(true);
    expect(FAULT_REPORT_WORKFLOW.allows("InProgress", "Sent")).toBe(false);
    expect(FAULT_REPORT_WORKFLOW.allows("Sent", "Sent")).toBe(false);
    expect(FAULT_REPORT_WORKFLOW.next("Sent")).toEqual(["InProgress", "Ready"]);
    expect(FAULT_REPORT_WORKFLOW.isFinal("Ready")).toBe(false);
    expect(FAULT_REPORT_WORKFLOW.isClosed("Ready")).toBe(true);
    expect(FAULT_REPORT_WORKFLOW.isClosed("InProgress")).toBe(false);
    expect(MESSAGE_WORKFLOW.isFinal("InProgress")).toBe(false);
    expect(MESSAGE_WORKFLOW.initial).toBe("Sent");
    expect(MESSAGE_WORKFLOW.isState("Ready")).toBe(true);
    expect(MESSAGE_WORKFLOW.isState("ready")).toBe(false);
  });

  it("refuses a table that names a state it does not declare", () => {
    expect(() =>
      defineWorkflow<"a" | "b">({
        states: ["a", "b"],
        initial: "a",
        transitions: { a: ["c" as "b"], b: [] },
        tones: { a: "waiting", b: "done" },
      }),
    ).toThrow(/unknown state c/);
  });
});

describe("stateChange", () => {
  const faultReportStateChange = stateChange(FAULT_REPORT_WORKFLOW);

  it("takes a move the table lists and refuses others as a field error on `to`", () => {
    expect(faultReportStateChange.parse({ from: "Sent", to: "InProgress" })).toEqual({
      from: "Sent",
      to: "InProgress",
    });
    const refused = faultReportStateChange.safeParse({ from: "Ready", to: "Sent" });
    expect(refused.error?.issues).toMatchObject([
      { path: ["to"], message: "validation.transitionNotAllowed" },
    ]);
    expect(faultReportStateChange.safeParse({ from: "Sent", to: "Done" }).success).toBe(false);
    expect(faultReportStateChange.safeParse({ from: "Sent", to: "Ready", extra: 1 }).success).toBe(false);
  });
});
