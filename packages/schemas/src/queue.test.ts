import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "./staff.constants.ts";
import { queueQuery } from "./queue.ts";
import {
  defineQueueKind,
  isOpenState,
  QUEUE_KINDS,
  WORK_ITEM_KINDS,
  WORK_ITEM_STATES,
  workItemPath,
} from "./queue.constants.ts";
import { defineWorkflow } from "./workflow.constants.ts";

const REVIEW = defineWorkflow({
  states: ["Submitted", "Approved", "Rejected"],
  initial: "Submitted",
  transitions: { Submitted: ["Approved", "Rejected"], Approved: [], Rejected: [] },
  tones: { Submitted: "waiting", Approved: "done", Rejected: "refused" },
});

describe("the queue's kinds", () => {
  it("declares every kind once, with open states of its own workflow and an item page", () => {
    expect(Object.keys(QUEUE_KINDS).sort()).toEqual([...WORK_ITEM_KINDS].sort());
    for (const kind of WORK_ITEM_KINDS) {
      const { workflow, open, itemPath } = QUEUE_KINDS[kind];
      for (const state of open) expect(workflow.states).toContain(state);
      expect(itemPath).toMatch(/^\/hallinta\/.*:id/);
    }
  });

  it("lists the union of the kinds' states once each", () => {
    const all = WORK_ITEM_KINDS.flatMap((kind) => [...QUEUE_KINDS[kind].workflow.states]);
    expect([...WORK_ITEM_STATES].sort()).toEqual([...new Set(all)].sort());
  });

  it("counts a state as open only when the kind says so", () => {
    expect(isOpenState("fault-reports", "InProgress")).toBe(true);
    expect(isOpenState("fault-reports", "Ready")).toBe(false);
    expect(isOpenState("messages", "Approved")).toBe(false);
  });

  it("builds an item's web path from its kind's page", () => {
    expect(workItemPath("messages", "a/b")).toBe("/hallinta/jono/messages/a%2Fb");
  });

  it("refuses a kind whose open states are not its workflow's, or whose page has no :id", () => {
    const base = {
      workflow: REVIEW,
      permission: PERMISSIONS.queueWork,
      itemPath: "/hallinta/tarkastus/:id",
      labels: { ns: "staff-queue", prefix: "state" },
    };
    expect(defineQueueKind({ ...base, open: ["Submitted"] }).open).toEqual(["Submitted"]);
    expect(() => defineQueueKind({ ...base, open: ["Sent" as "Submitted"] })).toThrow(/open state Sent/);
    expect(() => defineQueueKind({ ...base, open: [], itemPath: "/hallinta/tarkastus" })).toThrow(/no :id/);
  });
});

describe("the queue's state filter", () => {
  it("takes any kind's state, or with a kind one of that kind's states", () => {
    expect(queueQuery.safeParse({ state: "InProgress" }).success).toBe(true);
    expect(queueQuery.safeParse({ kind: "messages", state: "Ready" }).success).toBe(true);
    expect(queueQuery.safeParse({ state: "Sideways" }).success).toBe(false);
    // An expense form's state is the committee forms' only.
    expect(queueQuery.safeParse({ state: "Approved" }).success).toBe(true);
    expect(queueQuery.safeParse({ kind: "messages", state: "Approved" }).success).toBe(false);
    expect(queueQuery.safeParse({ kind: "committee-forms", state: "AwaitingApproval" }).success).toBe(true);
    const wrong = queueQuery.safeParse({ kind: "messages", state: "Nope" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(["state"]);
  });
});
