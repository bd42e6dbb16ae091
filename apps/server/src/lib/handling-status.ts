import type { HandlingStatus } from "@portal/schemas/faults.constants";
import type { HANDLING_STATUS_VALUES } from "../db/schema/handling.ts";

/** A status as the database keeps it (sent, inProgress, ready). */
export type StoredStatus = (typeof HANDLING_STATUS_VALUES)[number];

const WIRE: Record<StoredStatus, HandlingStatus> = { sent: "Sent", inProgress: "InProgress", ready: "Ready" };

/** The status as the API speaks it (Sent, InProgress, Ready). */
export const wireStatus = (status: StoredStatus): HandlingStatus => WIRE[status];

const STORED = Object.fromEntries(Object.entries(WIRE).map(([stored, wire]) => [wire, stored])) as Record<
  HandlingStatus,
  StoredStatus
>;

/** The status as the database keeps it. */
export const storedStatus = (status: HandlingStatus): StoredStatus => STORED[status];

/** Account-wide limits count requests in this window. */
export const HOUR_MS = 3_600_000;
