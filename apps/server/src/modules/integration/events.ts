// The event feed's writer (recordIntegrationEvent, for the modules whose changes the company's
// systems must know) and its reader (the feed's pages and cursors).
import {
  INTEGRATION_EVENT_TYPES,
  type EventsResponse,
  type IntegrationEvent,
  type IntegrationEventData,
  type IntegrationEventType,
} from "@portal/schemas/integration";
import type { Db } from "../../db/client.ts";
import { refuse, type Outcome } from "../../lib/refusal.ts";
import { createEventsRepository, type EventRow } from "./events.repository.ts";

export interface IntegrationEventInput<T extends IntegrationEventType> {
  type: T;
  /** What it is about, as `<kind>:<id>` (`contract:<uuid>`). */
  subject: string;
  data: IntegrationEventData<T>;
  /** When it happened; unset, now. */
  occurredAt?: Date;
}

/**
 * Writes an event of the feed in the caller's transaction, the one of the change it tells of: the
 * event exists exactly when the change does. Its data is checked against the type's current shape
 * (a shape the document does not describe is a bug, thrown). Call it last in the transaction: it
 * takes the feed's lock, which it holds until the transaction ends.
 */
export async function recordIntegrationEvent<T extends IntegrationEventType>(
  tx: Db,
  event: IntegrationEventInput<T>,
): Promise<{ eventId: string }> {
  const { version, data } = INTEGRATION_EVENT_TYPES[event.type];
  const parsed = data.parse(event.data) as Record<string, unknown>;
  const { eventId } = await createEventsRepository(tx).append(
    {
      type: event.type,
      version,
      subject: event.subject,
      data: parsed,
      occurredAt: event.occurredAt ?? new Date(),
    },
    tx,
  );
  return { eventId };
}

/**
 * A cursor is opaque to the client but stable: the feed's position after an event, the same every
 * time it is given. Base64url of `v1:<id>`.
 */
export function cursorOf(id: number): string {
  return Buffer.from(`v1:${id}`).toString("base64url");
}

/** The position a cursor names, or null for anything the feed never gave. */
export function positionOf(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const match = /^v1:(0|[1-9]\d{0,15})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match || cursorOf(Number(match[1])) !== cursor) return null;
  return Number(match[1]);
}

export function wire(row: EventRow): IntegrationEvent {
  return {
    id: row.eventId,
    cursor: cursorOf(row.id),
    type: row.type,
    version: row.version,
    occurredAt: row.occurredAt.toISOString(),
    subject: row.subject,
    data: row.data,
  } as IntegrationEvent;
}

export type EventFeed = ReturnType<typeof createEventFeed>;

export function createEventFeed(db: Db) {
  const repo = createEventsRepository(db);
  return {
    /** One page after `after`: garbage, or a position past the last event, is refused (400). */
    async page(after: string | undefined, limit: number): Promise<Outcome<EventsResponse>> {
      const position = after === undefined ? 0 : positionOf(after);
      if (position === null) return refuse("VALIDATION", { fields: { after: "validation.invalid" } });
      // One more than asked tells whether more are there.
      const rows = await repo.after(position, limit + 1);
      if (rows.length === 0 && position > 0 && position > (await repo.lastId()))
        return refuse("VALIDATION", { fields: { after: "validation.invalid" } });
      const page = rows.slice(0, limit);
      return {
        events: page.map(wire),
        nextCursor: page.length ? cursorOf(page.at(-1)!.id) : cursorOf(position),
        hasMore: rows.length > limit,
      };
    },
  };
}
