/*
 * How the company handles what a tenant sends it (fault reports, messages, exchange applications):
 * one state table, shared by every kind of request that is received, handled and completed.
 */

import { defineWorkflow } from "./workflow.constants.ts";

/** Handling state of a request: received, in handling, completed. */
export const HANDLING_STATUSES = ["Sent", "InProgress", "Ready"] as const;
export type HandlingStatus = (typeof HANDLING_STATUSES)[number];

/**
 * A request's way through the company: received, then in handling, then completed; a request may
 * be completed straight from received (a fault fixed on the first visit, a short question
 * answered). A completed request goes back to handling when the tenant answers a reply on it, or
 * when the tenant reopens a completed fault report within 14 days; a fault that comes back later is
 * a new report.
 */
export const HANDLING_WORKFLOW = defineWorkflow({
  states: HANDLING_STATUSES,
  initial: "Sent",
  transitions: { Sent: ["InProgress", "Ready"], InProgress: ["Ready"], Ready: ["InProgress"] },
  tones: { Sent: "waiting", InProgress: "active", Ready: "done" },
});
