import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defectNoticeFeedback, defectNoticeReopenings, defectNotices } from "../../db/schema/faults.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { staffBuildings } from "../../db/schema/staff.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { handlingMail } from "../handling/index.ts";
import { createStaffRepository } from "../staff/staff.repository.ts";
import { multipartBody, validFields } from "./faults-test-client.ts";

const AINO = "aino.asukas@example.fi";
/** Aino's co-tenant: the same apartment, the same reports. */
const VILLE = "ville.vuokralainen@example.fi";
/** Another household. */
const PEKKA = "pekka.puhelin@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
/** A moderator: handles no fault reports. */
const MIRJA = "mirja.moderaattori@kotikallio.example.fi";
/** A property manager of two buildings, Aino's not among them. */
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
const DAY_MS = 86_400_000;

describe.each(testDatabases)("a completed fault report's rating and reopening on $name", (target) => {
  const t = useTestApp(target);
  const tick = (ms = 60_000) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };
  const req = async (method: "GET" | "POST", url: string, who: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: t.bearer(who.includes("@") ? await t.login(who) : who),
      ...(payload ? { payload } : {}),
    });

  /** A new report of Aino's, moved by customer service through the queue to `to`. */
  async function report(to: "Sent" | "InProgress" | "Ready" = "Ready"): Promise<string> {
    const body = multipartBody(validFields);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(AINO)) },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    if (to === "Sent") return id;
    const asta = await staffSession(t, ASTA);
    tick();
    const moved = await req("POST", `/api/staff/queue/fault-reports/${id}/state`, asta, {
      from: "Sent",
      to,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return id;
  }

  it("takes one rating of a completed report, which the tenant and the co-tenant see", async () => {
    const id = await report();
    const before = (await req("GET", `/api/defect-notices/${id}`, AINO)).json();
    expect(before).toMatchObject({ status: "Ready", feedback: null });
    expect(before.completedAt).toBe(t.clock.now.toISOString());
    expect(before.reopenableUntil).toBe(new Date(t.clock.now.getTime() + 14 * DAY_MS).toISOString());
    // The mail of the completion asks it too, in the report's language.
    const mail = await lastOutboxMessage(t.database.db, AINO, "state-changed");
    expect(mail?.data).toMatchObject({ id, state: "Ready" });
    const text = (language: "fi" | "en", state: string) =>
      JSON.stringify(handlingMail("state-changed", language, { ...mail!.data, state }));
    expect(text("fi", "Ready")).toContain("Korjattiinko vika?");
    expect(text("en", "Ready")).toContain("Was the fault fixed?");
    expect(text("fi", "InProgress")).not.toContain("Korjattiinko vika?");
    tick();
    const given = await req("POST", `/api/defect-notices/${id}/feedback`, AINO, {
      rating: 4,
      comment: "  Hana ei enää tipu.  ",
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toEqual({ rating: 4, comment: "Hana ei enää tipu.", at: t.clock.now.toISOString() });
    expect((await req("GET", `/api/defect-notices/${id}`, VILLE)).json().feedback).toEqual(given.json());
    // Once: the co-tenant cannot rate it again, nor Aino.
    const again = await req("POST", `/api/defect-notices/${id}/feedback`, VILLE, { rating: 1 });
    expect([again.statusCode, again.json().error]).toEqual([409, "FEEDBACK_GIVEN"]);
    // Without a comment the comment is null.
    const other = await report();
    const bare = await req("POST", `/api/defect-notices/${other}/feedback`, AINO, { rating: 5 });
    expect([bare.statusCode, bare.json().comment]).toEqual([201, null]);
  });

  it("refuses a rating before completion, of another household's report, and a malformed one", async () => {
    const sent = await report("Sent");
    const early = await req("POST", `/api/defect-notices/${sent}/feedback`, AINO, { rating: 3 });
    expect([early.statusCode, early.json().error]).toEqual([409, "NOT_COMPLETED"]);
    const ready = await report();
    const stranger = await req("POST", `/api/defect-notices/${ready}/feedback`, PEKKA, { rating: 3 });
    expect(stranger.statusCode).toBe(404);
    const unknown = await req("POST", `/api/defect-notices/${crypto.randomUUID()}/feedback`, AINO, {
      rating: 3,
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await req("POST", `/api/defect-notices/x/feedback`, AINO, { rating: 3 });
    expect(badId.statusCode).toBe(400);
    for (const [payload, field] of [
      [{}, "rating"],
      [{ rating: 0 }, "rating"],
      [{ rating: 6 }, "rating"],
      [{ rating: 2.5 }, "rating"],
      [{ rating: "5" }, "rating"],
      [{ rating: 5, comment: "x".repeat(2001) }, "comment"],
      [{ rating: 5, comment: 7 }, "comment"],
    ] as const) {
      const res = await req("POST", `/api/defect-notices/${ready}/feedback`, AINO, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const extra = await req("POST", `/api/defect-notices/${ready}/feedback`, AINO, { rating: 5, stars: 5 });
    expect(extra.statusCode).toBe(400);
    // Nothing of the refused ones was written.
    const rows = await t.database.db
      .select()
      .from(defectNoticeFeedback)
      .where(eq(defectNoticeFeedback.noticeId, ready));
    expect(rows).toEqual([]);
  });

  it("refuses staff viewing the tenant's pages and staff's own session", async () => {
    const id = await report();
    const viewing = await staffSession(t, ASTA, AINO);
    expect((await req("GET", `/api/defect-notices/${id}`, viewing)).statusCode).toBe(200);
    for (const [path, payload] of [
      ["feedback", { rating: 5 }],
      ["reopen", { reason: "Vuotaa yhä" }],
    ] as const) {
      const refused = await req("POST", `/api/defect-notices/${id}/${path}`, viewing, payload);
      expect([refused.statusCode, refused.json().error]).toEqual([403, "IMPERSONATION_READ_ONLY"]);
      const staff = await req(
        "POST",
        `/api/defect-notices/${id}/${path}`,
        await staffSession(t, ASTA),
        payload,
      );
      expect(staff.statusCode).toBe(403);
    }
    expect((await req("GET", `/api/defect-notices/${id}`, AINO)).json()).toMatchObject({
      status: "Ready",
      feedback: null,
    });
  });

  it("reopens a report within 14 days of completion into the staff queue, with its history", async () => {
    const id = await report();
    const completedAt = new Date(t.clock.now);
    t.clock.now = new Date(completedAt.getTime() + 14 * DAY_MS - 60_000);
    const reopened = await req("POST", `/api/defect-notices/${id}/reopen`, VILLE, {
      reason: "  Hana tippuu taas.  ",
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json()).toEqual({ id, status: "InProgress", at: t.clock.now.toISOString() });
    const detail = (await req("GET", `/api/defect-notices/${id}`, AINO)).json();
    expect(detail).toMatchObject({ status: "InProgress", completedAt: null, reopenableUntil: null });
    expect(detail.history.map((h: { status: string; event?: string }) => h.event ?? h.status)).toEqual([
      "Sent",
      "Ready",
      "InProgress",
      "reopened",
    ]);
    const [row] = await t.database.db
      .select({ dueAt: defectNotices.dueAt })
      .from(defectNotices)
      .where(eq(defectNotices.id, id));
    // Due again from the reopening, by the report's service level.
    expect(row!.dueAt.getTime()).toBeGreaterThan(t.clock.now.getTime());
    const [reason] = await t.database.db
      .select({ reason: defectNoticeReopenings.reason })
      .from(defectNoticeReopenings)
      .where(eq(defectNoticeReopenings.noticeId, id));
    expect(reason?.reason).toBe("Hana tippuu taas.");
    // Staff find it in the queue as in handling, with the tenant's move in its history.
    const asta = await staffSession(t, ASTA);
    const staffView = await req("GET", `/api/staff/queue/fault-reports/${id}`, asta);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json().state).toBe("InProgress");
    // Not Ready any more: a second reopening and a rating wait for the next completion.
    const twice = await req("POST", `/api/defect-notices/${id}/reopen`, AINO, { reason: "Taas" });
    expect([twice.statusCode, twice.json().error]).toEqual([409, "NOT_COMPLETED"]);
    const rated = await req("POST", `/api/defect-notices/${id}/feedback`, AINO, { rating: 2 });
    expect([rated.statusCode, rated.json().error]).toEqual([409, "NOT_COMPLETED"]);
    // Completed again, it may be rated.
    tick();
    expect(
      (
        await req("POST", `/api/staff/queue/fault-reports/${id}/state`, asta, {
          from: "InProgress",
          to: "Ready",
        })
      ).statusCode,
    ).toBe(200);
    expect((await req("POST", `/api/defect-notices/${id}/feedback`, AINO, { rating: 5 })).statusCode).toBe(
      201,
    );
  });

  it("refuses a reopening after 14 days, before completion, without a reason, and of another household", async () => {
    const id = await report();
    t.clock.now = new Date(t.clock.now.getTime() + 14 * DAY_MS + 1000);
    const late = await req("POST", `/api/defect-notices/${id}/reopen`, AINO, { reason: "Vuotaa" });
    expect([late.statusCode, late.json().error]).toEqual([409, "REOPEN_WINDOW_CLOSED"]);
    const sent = await report("Sent");
    const early = await req("POST", `/api/defect-notices/${sent}/reopen`, AINO, { reason: "Vuotaa" });
    expect([early.statusCode, early.json().error]).toEqual([409, "NOT_COMPLETED"]);
    const ready = await report();
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(2001) }, { reason: 3 }]) {
      const res = await req("POST", `/api/defect-notices/${ready}/reopen`, AINO, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain("reason");
    }
    expect(
      (await req("POST", `/api/defect-notices/${ready}/reopen`, PEKKA, { reason: "x" })).statusCode,
    ).toBe(404);
    expect((await req("GET", `/api/defect-notices/${ready}`, AINO)).json().status).toBe("Ready");
  });

  it("writes exactly one of 50 ratings sent at once: one 201, the rest 409", async () => {
    const id = await report();
    const token = await t.login(AINO);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: `/api/defect-notices/${id}/feedback`,
          headers: t.bearer(token),
          payload: { rating: (i % 5) + 1 },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().error === "FEEDBACK_GIVEN"),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(defectNoticeFeedback)
      .where(eq(defectNoticeFeedback.noticeId, id));
    expect(rows).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    expect(rows[0]!.rating).toBe(winner.rating);
  });

  it("shows staff who handle fault reports the rating and each reopening's reason, in their buildings", async () => {
    const id = await report();
    const asta = await staffSession(t, ASTA);
    const url = `/api/staff/queue/fault-reports/${id}/feedback`;
    expect((await req("GET", url, asta)).json()).toEqual({ feedback: null, reopenings: [] });
    tick();
    const reopenedAt = t.clock.now.toISOString();
    await req("POST", `/api/defect-notices/${id}/reopen`, AINO, { reason: "Tippuu yhä." });
    tick();
    await req("POST", `/api/staff/queue/fault-reports/${id}/state`, asta, {
      from: "InProgress",
      to: "Ready",
    });
    tick();
    const ratedAt = t.clock.now.toISOString();
    await req("POST", `/api/defect-notices/${id}/feedback`, AINO, { rating: 2, comment: "Kesti kauan." });
    const seen = await req("GET", url, asta);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      feedback: { rating: 2, comment: "Kesti kauan.", at: ratedAt },
      reopenings: [{ at: reopenedAt, reason: "Tippuu yhä." }],
    });
    // A role that handles no fault reports: 403; outside the staff member's buildings: 404.
    expect((await req("GET", url, await staffSession(t, MIRJA))).statusCode).toBe(403);
    const kalle = await staffSession(t, KALLE);
    expect((await req("GET", url, kalle)).statusCode).toBe(200);
    const kalleId = await createStaffRepository(t.database.db).idByEmail(KALLE);
    const [kirsikkapiha] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, "Kirsikkapiha"));
    await t.database.db
      .delete(staffBuildings)
      .where(and(eq(staffBuildings.staffId, kalleId!), eq(staffBuildings.buildingId, kirsikkapiha!.id)));
    expect((await req("GET", url, await staffSession(t, KALLE))).statusCode).toBe(404);
    // A tenant's session is no staff session.
    expect((await req("GET", url, AINO)).statusCode).toBe(401);
    expect((await req("GET", `/api/staff/queue/fault-reports/x/feedback`, asta)).statusCode).toBe(400);
    expect(
      (await req("GET", `/api/staff/queue/fault-reports/${crypto.randomUUID()}/feedback`, asta)).statusCode,
    ).toBe(404);
  });
});
