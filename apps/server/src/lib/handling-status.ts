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

/** One row of an item's history as a tenant reads it: a status reached, or a reply or answer then. */
export interface HistoryEntry<E extends string = "reply" | "answer"> {
  status: StoredStatus;
  at: Date;
  event?: E;
}

/**
 * The status history with the conversation's replies and answers in it, by time: each event with
 * the status the item had then (an answer that reopened an item comes after its move).
 */
export function withConversation<E extends string = "reply" | "answer">(
  history: readonly { status: StoredStatus; at: Date }[],
  events: readonly { event: E; at: Date }[],
): HistoryEntry<E>[] {
  const entries: HistoryEntry<E>[] = [];
  let e = 0;
  let status: StoredStatus | undefined;
  for (const change of history) {
    while (e < events.length && status && events[e]!.at < change.at)
      entries.push({ status, at: events[e]!.at, event: events[e++]!.event });
    status = change.status;
    entries.push({ status: change.status, at: change.at });
  }
  for (; e < events.length; e++)
    entries.push({ status: status ?? "sent", at: events[e]!.at, event: events[e]!.event });
  return entries;
}
