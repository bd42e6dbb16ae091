import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { IntegrationEvent } from "@portal/schemas/integration";
import { auditLog } from "../../db/schema/audit.ts";
import { integrationEvents } from "../../db/schema/integration.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { cursorOf, recordIntegrationEvent } from "./events.ts";
import { integrationBearer } from "./integration-test-client.ts";

/** A termination's approval as the termination module writes it, for a made-up contract. */
const approval = (endDate = "2027-01-31") => {
  const contractId = randomUUID();
  return {
    type: "termination.approved" as const,
    subject: `contract:${contractId}`,
    data: {
      noticeId: randomUUID(),
      contractId,
      contractExternalId: null,
      endDate,
      parties: [
        { personId: randomUUID(), externalId: "P-1", firstName: "Aino", lastName: "Asukas", role: "tenant" },
      ],
      depositRefund: null,
    },
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases)("the event feed on $name", (target) => {
  const t = useTestApp(target);
  const db = () => t.database.db;
  const read = async (query: string, scopes: Parameters<typeof integrationBearer>[1] = ["events.read"]) =>
    t.app.inject({
      method: "GET",
      url: `/api/integration/events${query}`,
      headers: await integrationBearer(t.app, scopes),
    });
  /** Every event after `after`, page by page. */
  const all = async (after?: string, limit = 3) => {
    const events: IntegrationEvent[] = [];
    let cursor = after;
    for (;;) {
      const res = await read(`?limit=${limit}${cursor ? `&after=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { events: IntegrationEvent[]; nextCursor: string; hasMore: boolean };
      events.push(...page.events);
      cursor = page.nextCursor;
      if (!page.hasMore) return { events, cursor };
    }
  };

  it("refuses tenant and staff sessions (401) and a token without events.read (403), and audits each call", async () => {
    const url = "/api/integration/events";
    const aino = await t.login("aino.asukas@example.fi");
    const ylla = await staffSession(t, "ylla.pitaja@kotikallio.example.fi");
    for (const headers of [{}, t.bearer(aino), t.bearer(ylla)])
      expect((await t.app.inject({ method: "GET", url, headers })).statusCode).toBe(401);
    const refused = await read("", ["payments.write"]);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: "FORBIDDEN" }]);
    expect((await read("")).statusCode).toBe(200);
    const calls = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "integration_call"), sql`${auditLog.details}->>'clientId' = 'demo-erp'`),
      );
    expect(calls.at(-1)!.details).toMatchObject({ method: "GET", route: url, scope: "events.read" });
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, "integration_call_refused")),
    ).not.toEqual([]);
  });

  it("answers the events in order, page by page, the same each time, from a stable cursor", async () => {
    const start = (await read("")).json().nextCursor as string;
    const { cursor: before } = await all(start);
    const written = [];
    for (const endDate of ["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"])
      written.push(await db().transaction((tx) => recordIntegrationEvent(tx, approval(endDate))));
    const first = await all(before, 2);
    expect(first.events.map((e) => e.id)).toEqual(written.map((w) => w.eventId));
    expect(first.events.map((e) => (e.data as { endDate?: string }).endDate)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
    expect(first.events[0]).toMatchObject({ version: 1, subject: expect.stringMatching(/^contract:/) });
    // Read again: the same events, ids and cursors.
    expect((await all(before, 5)).events).toEqual(first.events);
    // From an event's own cursor: what came after it.
    expect((await all(first.events[2]!.cursor)).events.map((e) => e.id)).toEqual(
      written.slice(3).map((w) => w.eventId),
    );
    // At the end: nothing more, and the cursor stays.
    const end = (await read(`?after=${first.cursor}`)).json();
    expect(end).toEqual({ events: [], nextCursor: first.cursor, hasMore: false });
  });

  it("writes nothing for a change that did not happen", async () => {
    const { cursor } = await all();
    await expect(
      db().transaction(async (tx) => {
        await recordIntegrationEvent(tx, approval());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await all(cursor)).events).toEqual([]);
    // A shape the document does not describe is refused before it is written.
    await expect(
      db().transaction((tx) =>
        recordIntegrationEvent(tx, { ...approval(), data: { ...approval().data, endDate: "31.1.2027" } }),
      ),
    ).rejects.toThrow();
  });

  it("refuses garbage and a cursor from the future (400), and caps the limit", async () => {
    const [last] = await db()
      .select({ id: sql<number>`max(${integrationEvents.id})` })
      .from(integrationEvents);
    for (const after of [
      "abc",
      "!!",
      "djE6LTE",
      cursorOf(Number(last!.id) + 1000),
      Buffer.from("v1:01").toString("base64url"),
      "x".repeat(101),
    ]) {
      const res = await read(`?after=${encodeURIComponent(after)}`);
      expect([after, res.statusCode]).toEqual([after, 400]);
    }
    for (const limit of ["0", "-1", "abc", "1.5"])
      expect((await read(`?limit=${limit}`)).statusCode).toBe(400);
    const capped = await read("?limit=100000");
    expect(capped.statusCode).toBe(200);
    expect(capped.json().events.length).toBeLessThanOrEqual(500);
  });

  it(
    "never skips an event whose transaction commits after a later one started, however they race",
    { timeout: 60_000 },
    async () => {
      const { cursor: start } = await all();
      const writers = Array.from({ length: 12 }, (_, i) =>
        db().transaction(async (tx) => {
          await sleep((i * 7) % 5);
          const written = await recordIntegrationEvent(tx, approval());
          // Commit late: a reader meanwhile must not move past this event unseen.
          await sleep((i * 13) % 11);
          return written.eventId;
        }),
      );
      const seen: string[] = [];
      let cursor = start;
      let done = false;
      const finished = Promise.all(writers).finally(() => (done = true));
      while (!done) {
        const page = (await read(`?after=${cursor}`)).json();
        seen.push(...page.events.map((e: IntegrationEvent) => e.id));
        cursor = page.nextCursor;
      }
      const ids = await finished;
      seen.push(...(await all(cursor)).events.map((e) => e.id));
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...ids].sort());
    },
  );
});
