import { and, count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HANDLING_WORKFLOW, type HandlingStatus } from "@portal/schemas/handling.constants";
import { defectNoticeStatusChanges, defectNotices } from "../../db/schema/faults.ts";
import { contactRequests } from "../../db/schema/messages.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { storedStatus, type StoredStatus } from "../../lib/handling-status.ts";
import { StaleStateError, SYSTEM, TransitionNotAllowedError, type Actor } from "../../lib/workflow.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { multipartBody, validFields } from "../faults/faults-test-client.ts";
import { createFaultsRepository } from "../faults/faults.repository.ts";
import { createMessagesRepository } from "../messages/messages.repository.ts";
import { createMessagesService } from "../messages/messages.service.ts";
import { createWorkflowRepository } from "./workflow.repository.ts";
import { faultsMessages } from "../faults/faults.messages.ts";

const AINO = "aino.asukas@example.fi";
/** Customer service: handles fault reports in every building. */
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const staff = (): Actor => ({ kind: "staff", staffId: crypto.randomUUID() });

describe.each(testDatabases)("the workflow kit on $name", (target) => {
  const t = useTestApp(target);
  const now = () => new Date(t.clock.now);
  /** The fault reports' repository: its moves are the workflow kit's. */
  const faults = () => {
    const repo = createFaultsRepository(t.database.db);
    return {
      moveState: (move: { id: string; from: HandlingStatus; to: HandlingStatus; actor: Actor }) =>
        repo.moveState({ ...move, at: now() }),
    };
  };

  /** A new report of Aino's, sent as a tenant sends it: its id. */
  async function report(title = "Keittiön hana vuotaa"): Promise<string> {
    const body = multipartBody({ ...validFields, title });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(AINO)) },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  }

  /** The state-changed mails queued about a report. */
  const stateMails = async (id: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.template, "state-changed"), sql`${outbox.data}->>'id' = ${id}`))
    )[0]!.n;

  const historyRows = async (id: string, status: "inProgress" | "ready") =>
    (
      await t.database.db
        .select({ n: count() })
        .from(defectNoticeStatusChanges)
        .where(and(eq(defectNoticeStatusChanges.noticeId, id), eq(defectNoticeStatusChanges.status, status)))
    )[0]!.n;

  /** Fires moves at once; how many moved, how many were stale, and anything else thrown. */
  async function race(moves: (() => Promise<boolean>)[]) {
    const results = await Promise.allSettled(moves.map((move) => move()));
    return {
      moved: results.filter((r) => r.status === "fulfilled" && r.value === true).length,
      stale: results.filter((r) => r.status === "rejected" && r.reason instanceof StaleStateError).length,
      other: results.filter(
        (r) =>
          (r.status === "fulfilled" && r.value !== true) ||
          (r.status === "rejected" && !(r.reason instanceof StaleStateError)),
      ),
    };
  }

  it("lets one of two movers of one report win and answers the other stale, with one history row", async () => {
    const id = await report();
    const service = faults();
    const { moved, stale, other } = await race([
      () => service.moveState({ id, from: "Sent", to: "InProgress", actor: staff() }),
      () => service.moveState({ id, from: "Sent", to: "Ready", actor: staff() }),
    ]);
    expect(other).toEqual([]);
    expect([moved, stale]).toEqual([1, 1]);
    expect((await historyRows(id, "inProgress")) + (await historyRows(id, "ready"))).toBe(1);
  });

  it("lets exactly one of 50 movers win", async () => {
    const id = await report("Porraskäytävän valo ei syty");
    const service = faults();
    const { moved, stale, other } = await race(
      Array.from(
        { length: 50 },
        () => () => service.moveState({ id, from: "Sent", to: "InProgress", actor: staff() }),
      ),
    );
    expect(other).toEqual([]);
    expect([moved, stale]).toEqual([1, 49]);
    expect(await historyRows(id, "inProgress")).toBe(1);
    const [row] = await t.database.db.select().from(defectNotices).where(eq(defectNotices.id, id));
    expect(row?.status).toBe("inProgress");
  });

  it("over HTTP: two staff moves at once give one 200 and one 409 STALE_STATE, 50 give one 200 and one mail to the tenant", async () => {
    const token = await staffSession(t, ASTA);
    const move = (id: string, body: object, headers: Record<string, string> = t.bearer(token)) =>
      t.app.inject({
        method: "POST",
        url: `/api/staff/queue/fault-reports/${id}/state`,
        headers,
        payload: body,
      });
    const id = await report("Rappukäytävän ovi paukkuu");
    const two = await Promise.all([
      move(id, { from: "Sent", to: "InProgress" }),
      move(id, { from: "Sent", to: "Ready" }),
    ]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(two.find((r) => r.statusCode === 409)?.json()).toEqual({ error: "STALE_STATE" });
    expect((await historyRows(id, "inProgress")) + (await historyRows(id, "ready"))).toBe(1);

    const other = await report("Pihavalo palaa päivällä");
    const mailsBefore = await stateMails(other);
    const fifty = await Promise.all(
      Array.from({ length: 50 }, () => move(other, { from: "Sent", to: "InProgress" })),
    );
    const codes = fifty.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(fifty.find((r) => r.statusCode === 200)?.json()).toEqual({
      kind: "fault-reports",
      id: other,
      state: "InProgress",
    });
    expect(await historyRows(other, "inProgress")).toBe(1);
    // The tenant hears of the move once: the stale movers sent nothing.
    expect((await stateMails(other)) - mailsBefore).toBe(1);
    expect(
      (await createFaultsRepository(t.database.db).history(other)).find((h) => h.status === "inProgress")
        ?.actor.kind,
    ).toBe("staff");

    // A move outside the table, an unknown report, no session and a tenant's session.
    expect((await move(other, { from: "InProgress", to: "Sent" })).json()).toEqual({
      error: "VALIDATION",
      fields: { to: "validation.transitionNotAllowed" },
    });
    expect((await move(crypto.randomUUID(), { from: "Sent", to: "Ready" })).statusCode).toBe(404);
    expect((await move(other, { from: "InProgress", to: "Ready" }, {})).statusCode).toBe(401);
    // A tenant's session is no staff session at all: 401, as on every staff route.
    expect(
      (await move(other, { from: "InProgress", to: "Ready" }, t.bearer(await t.login(AINO)))).statusCode,
    ).toBe(401);
  });

  it("moves fault reports only by the queue's door, which mails the tenant: the old staff door is gone", async () => {
    const token = await staffSession(t, ASTA);
    const id = await report("Kylpyhuoneen lattiakaivo haisee");
    const old = await t.app.inject({
      method: "POST",
      url: `/api/staff/fault-reports/${id}/state`,
      headers: t.bearer(token),
      payload: { from: "Sent", to: "Ready" },
    });
    expect(old.statusCode).toBe(404);
    expect(await historyRows(id, "ready")).toBe(0);
    expect(await stateMails(id)).toBe(0);
  });

  it("refuses a move the table does not list, and answers false for a report that does not exist", async () => {
    const id = await report("Ikkuna ei sulkeudu");
    const service = faults();
    await expect(service.moveState({ id, from: "Ready", to: "Sent", actor: staff() })).rejects.toBeInstanceOf(
      TransitionNotAllowedError,
    );
    await expect(service.moveState({ id, from: "Sent", to: "Sent", actor: staff() })).rejects.toBeInstanceOf(
      TransitionNotAllowedError,
    );
    expect(
      await service.moveState({ id: crypto.randomUUID(), from: "Sent", to: "Ready", actor: SYSTEM }),
    ).toBe(false);
    // A mover who saw an older state than the report's is stale, not moved.
    expect(await service.moveState({ id, from: "Sent", to: "InProgress", actor: SYSTEM })).toBe(true);
    await expect(service.moveState({ id, from: "Sent", to: "Ready", actor: SYSTEM })).rejects.toBeInstanceOf(
      StaleStateError,
    );
    expect(await historyRows(id, "ready")).toBe(0);
  });

  it("queues a move's messages in its transaction: sent when it moves, never when it is stale", async () => {
    const id = await report("Parvekkeen ovi jumittaa");
    const repo = createFaultsRepository(t.database.db);
    const message = {
      recipient: "workflow-test@example.fi",
      template: faultsMessages["fault-report-received"],
      language: "fi",
      data: { id, firstName: "Aino", title: "x", changedAt: now().toISOString() },
    } as const;
    const queued = async () =>
      (
        await t.database.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, message.recipient))
      )[0]!.n;
    const move = () =>
      repo.moveState({ id, from: "Sent", to: "InProgress", actor: SYSTEM, at: now(), messages: [message] });
    expect(await move()).toBe(true);
    await expect(move()).rejects.toBeInstanceOf(StaleStateError);
    expect(await queued()).toBe(1);
  });

  it("keeps a move within its scope: another contract's report is not there", async () => {
    const id = await report("Saunan kiuas ei lämpene");
    const repo = createFaultsRepository(t.database.db);
    const scope = eq(defectNotices.contractId, crypto.randomUUID());
    expect(await repo.moveState({ id, from: "Sent", to: "Ready", actor: SYSTEM, at: now(), scope })).toBe(
      false,
    );
    expect(await historyRows(id, "ready")).toBe(0);
  });

  it("moves many at once for a job: each record once however many runs race, a history row each, never a move the table does not list", async () => {
    const a = await report("Ulko-ovi ei lukitu");
    const b = await report("Hissi pysähtyy kerrosten väliin");
    const kit = createWorkflowRepository(t.database.db, {
      workflow: HANDLING_WORKFLOW,
      records: defectNotices,
      stateKey: "status",
      stored: storedStatus,
      history: defectNoticeStatusChanges,
      historyState: defectNoticeStatusChanges.status,
      historyOf: defectNoticeStatusChanges.noticeId,
      historyRow: (noticeId, status, at, actor) => ({
        noticeId,
        status: status as StoredStatus,
        at,
        ...actor,
      }),
    });
    const where = inArray(defectNotices.id, [a, b]);
    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        kit.moveMany({ from: ["Sent"], to: "InProgress", actor: SYSTEM, at: now(), where }),
      ),
    );
    expect(runs.flat().sort()).toEqual([a, b].sort());
    expect([await historyRows(a, "inProgress"), await historyRows(b, "inProgress")]).toEqual([1, 1]);
    // Nothing left in `from`: a further run moves nothing.
    expect(await kit.moveMany({ from: ["Sent"], to: "InProgress", actor: SYSTEM, at: now(), where })).toEqual(
      [],
    );
    await expect(
      kit.moveMany({ from: ["InProgress", "Ready"], to: "Sent", actor: SYSTEM, at: now(), where }),
    ).rejects.toBeInstanceOf(TransitionNotAllowedError);
    const rows = await t.database.db
      .select({ status: defectNotices.status })
      .from(defectNotices)
      .where(where);
    expect(rows.map((r) => r.status)).toEqual(["inProgress", "inProgress"]);
  });

  it("finds a message in customer service's queue by its category, and moves it once", async () => {
    const db = t.database.db;
    const service = createMessagesService({
      db,
      repo: createMessagesRepository(db),
      now,
      customerServiceEmail: "asiakaspalvelu@example.fi",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact-request",
      headers: t.bearer(await t.login(AINO)),
      payload: {
        category: 473,
        subcategory: "latepayment",
        subject: "Eräpäivä",
        content: "Maksan perjantaina.",
        language: "fi",
      },
    });
    const { id } = res.json<{ id: string }>();
    const token = await staffSession(t, ASTA);
    const queued = async (category: number) => {
      const page = await t.app.inject({
        method: "GET",
        url: `/api/staff/queue?kind=messages&category=${category}&limit=100`,
        headers: t.bearer(token),
      });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<{ items: { id: string; kind: string; category: string }[] }>().items;
    };
    const inCategory = await queued(473);
    expect(inCategory.map((item) => item.id)).toContain(id);
    expect(inCategory.filter((item) => item.kind !== "messages" || item.category !== "473")).toEqual([]);
    expect((await queued(471)).map((item) => item.id)).not.toContain(id);
    const { moved, stale } = await race(
      Array.from(
        { length: 10 },
        () => () => service.moveState({ id, from: "Sent", to: "Ready", actor: staff() }),
      ),
    );
    expect([moved, stale]).toEqual([1, 9]);
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row?.status).toBe("ready");
  });
});
