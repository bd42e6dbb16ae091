import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_FEEDBACK } from "@portal/schemas/messages.constants";
import type { QueuePage, QueueSummary, WorkItemDetail } from "@portal/schemas/queue";
import { buildings } from "../../db/schema/organisations.ts";
import { staffBuildings, staffMembers, staffRoles } from "../../db/schema/staff.ts";
import { isRefusal } from "../../lib/refusal.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { createAuthRepository } from "../auth/auth.repository.ts";
import { openStaffSession } from "../auth/auth.service.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
/** Customer service: every kind, every building. */
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
/** Property manager: fault reports, no messages. */
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
const DAY = 24 * 3_600_000;

describe.each(testDatabases)("accessibility feedback in the staff queue on $name", (target) => {
  const t = useTestApp(target);

  const get = async <T>(session: string, url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: t.bearer(session) });
    return { status: res.statusCode, body: res.json<T>(), raw: res };
  };
  const post = (session: string, url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: t.bearer(session), payload });

  /** Aino's message on `subcategory` of customer service: its id. */
  async function send(subject: string, subcategory: string = ACCESSIBILITY_FEEDBACK.subcategory) {
    const res = await post(await t.login(AINO), "/api/contact-request", {
      category: ACCESSIBILITY_FEEDBACK.category,
      subcategory,
      subject,
      content: "Lomakkeen virheilmoitusta ei lueta ruudunlukijalla.",
      language: "fi",
    });
    if (res.statusCode !== 200) throw new Error(`message: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  }

  const ids = async (session: string, query: string) => {
    const page = await get<QueuePage>(session, `/api/staff/queue?limit=100&${query}`);
    expect(page.status, page.raw.body).toBe(200);
    return page.body.items;
  };

  /** Customer service of Tapiolan Kotipuisto only, where Aino does not live: a session token. */
  async function elsewhereSession(): Promise<string> {
    const db = t.database.db;
    const [building] = await db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, "Tapiolan Kotipuisto"));
    const [member] = await db
      .insert(staffMembers)
      .values({ email: `tuula.${crypto.randomUUID()}@kotikallio.example.fi`, name: "Tuula Tapiola" })
      .returning({ id: staffMembers.id });
    await db.insert(staffRoles).values({ staffId: member!.id, role: "customer_service" });
    await db.insert(staffBuildings).values({ staffId: member!.id, buildingId: building!.id });
    const opened = await openStaffSession(createAuthRepository(db), member!.id, new Date(t.clock.now));
    if (isRefusal(opened)) throw new Error("no session");
    return opened.sessionId;
  }

  it("is its own kind, apart from messages, due 14 days after it arrived", async () => {
    // START is Monday 16 March 2026, noon in Helsinki: due when Monday 30 March ends there.
    const asta = await staffSession(t, ASTA);
    const word = `saav${crypto.randomUUID().slice(0, 8)}`;
    const feedback = await send(`Palaute ${word}`);
    const other = await send(`Muu viesti ${word}`, "other");

    const listed = await ids(asta, `q=${word}`);
    expect(listed.map((i) => [i.id, i.kind])).toEqual(
      expect.arrayContaining([
        [feedback, "accessibility-feedback"],
        [other, "messages"],
      ]),
    );
    expect(listed).toHaveLength(2);
    expect((await ids(asta, `kind=accessibility-feedback&q=${word}`)).map((i) => i.id)).toEqual([feedback]);
    expect((await ids(asta, `kind=messages&q=${word}`)).map((i) => i.id)).toEqual([other]);
    const row = listed.find((i) => i.id === feedback)!;
    expect(row).toMatchObject({ dueAt: "2026-03-30T21:00:00.000Z", overdue: false, state: "Sent" });

    const detail = await get<WorkItemDetail>(asta, `/api/staff/queue/accessibility-feedback/${feedback}`);
    expect(detail.status, detail.raw.body).toBe(200);
    expect(detail.body).toMatchObject({
      kind: "accessibility-feedback",
      subcategory: "accessibility",
      dueAt: "2026-03-30T21:00:00.000Z",
      overdue: false,
      next: ["InProgress", "Ready"],
    });
    // The other message is due by the messages' service level, two working days.
    expect((await get<WorkItemDetail>(asta, `/api/staff/queue/messages/${other}`)).body.dueAt).toBe(
      "2026-03-18T22:00:00.000Z",
    );
    // Each is read and moved only as its own kind.
    expect((await get(asta, `/api/staff/queue/messages/${feedback}`)).status).toBe(404);
    expect((await get(asta, `/api/staff/queue/accessibility-feedback/${other}`)).status).toBe(404);
    expect(
      (await post(asta, `/api/staff/queue/messages/${feedback}/state`, { from: "Sent", to: "Ready" }))
        .statusCode,
    ).toBe(404);

    const summary = await get<QueueSummary>(asta, "/api/staff/queue/summary");
    expect(summary.body.kinds.find((k) => k.kind === "accessibility-feedback")).toMatchObject({
      open: expect.any(Number),
      overdue: 0,
    });
  });

  it("is overdue once the 14 days have passed", async () => {
    const word = `myoh${crypto.randomUUID().slice(0, 8)}`;
    const feedback = await send(`Palaute ${word}`);
    const saved = t.clock.now;
    try {
      // A staff session of the day the queue is read.
      t.clock.now = new Date(saved.getTime() + 14 * DAY);
      let asta = await staffSession(t, ASTA);
      expect((await ids(asta, `q=${word}`))[0]).toMatchObject({ id: feedback, overdue: false });
      t.clock.now = new Date(saved.getTime() + 15 * DAY);
      asta = await staffSession(t, ASTA);
      expect((await ids(asta, `q=${word}`))[0]).toMatchObject({ id: feedback, overdue: true });
      expect(
        (await ids(asta, `kind=accessibility-feedback&overdue=true&q=${word}`)).map((i) => i.id),
      ).toEqual([feedback]);
      const summary = await get<QueueSummary>(asta, "/api/staff/queue/summary");
      expect(summary.body.kinds.find((k) => k.kind === "accessibility-feedback")!.overdue).toBeGreaterThan(0);
    } finally {
      t.clock.now = saved;
    }
  });

  it("is for those who handle messages (403) in their buildings (404), and the sender's alone", async () => {
    const feedback = await send("Rajattu palaute");
    const kalle = await staffSession(t, KALLE);
    expect((await get(kalle, `/api/staff/queue/accessibility-feedback/${feedback}`)).status).toBe(403);
    expect(
      (
        await post(kalle, `/api/staff/queue/accessibility-feedback/${feedback}/state`, {
          from: "Sent",
          to: "Ready",
        })
      ).statusCode,
    ).toBe(403);
    expect(await ids(kalle, "kind=accessibility-feedback")).toEqual([]);
    const summary = await get<QueueSummary>(kalle, "/api/staff/queue/summary");
    expect(summary.body.kinds.map((k) => k.kind)).not.toContain("accessibility-feedback");

    const tuula = await elsewhereSession();
    expect((await get(tuula, `/api/staff/queue/accessibility-feedback/${feedback}`)).status).toBe(404);
    expect(
      (
        await post(tuula, `/api/staff/queue/accessibility-feedback/${feedback}/state`, {
          from: "Sent",
          to: "Ready",
        })
      ).statusCode,
    ).toBe(404);
    expect((await ids(tuula, "q=Rajattu%20palaute")).map((i) => i.id)).toEqual([]);

    // Another tenant, even of the same home, does not see it.
    const ville = await t.login(VILLE);
    expect((await get(ville, `/api/contact-requests/${feedback}`)).status).toBe(404);
  });

  it("is answered as a message is: a reply the tenant reads, then answered; a stale second answer is 409", async () => {
    const asta = await staffSession(t, ASTA);
    const feedback = await send("Vastattava palaute");
    const reply = await post(asta, `/api/staff/queue/messages/${feedback}/replies`, {
      body: "Kiitos palautteesta, korjaamme virheilmoituksen.",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const url = `/api/staff/queue/accessibility-feedback/${feedback}/state`;
    const answered = await post(asta, url, { from: "Sent", to: "Ready" });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ kind: "accessibility-feedback", id: feedback, state: "Ready" });
    const stale = await post(asta, url, { from: "Sent", to: "Ready" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: "STALE_STATE" });

    const aino = await t.login(AINO);
    const conversation = await get<{ items: { kind: string; body: string }[] }>(
      aino,
      `/api/contact-requests/${feedback}/conversation`,
    );
    expect(conversation.status, conversation.raw.body).toBe(200);
    expect(conversation.body.items.map((i) => i.body)).toContain(
      "Kiitos palautteesta, korjaamme virheilmoituksen.",
    );
    const detail = await get<{ status: string }>(aino, `/api/contact-requests/${feedback}`);
    expect(detail.body.status).toBe("Ready");
    // Answered, it no longer waits: the overdue sort lists open items only.
    expect((await ids(asta, "kind=accessibility-feedback&sort=overdue")).map((i) => i.id)).not.toContain(
      feedback,
    );
  });

  it("of two staff answering one feedback at once, one answers it and the other is told 409", async () => {
    const asta = await staffSession(t, ASTA);
    const other = await staffSession(t, ASTA);
    const feedback = await send("Kahdesti vastattu palaute");
    const url = `/api/staff/queue/accessibility-feedback/${feedback}/state`;
    const results = await Promise.all([
      post(asta, url, { from: "Sent", to: "Ready" }),
      post(other, url, { from: "Sent", to: "Ready" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = await get<WorkItemDetail>(asta, `/api/staff/queue/accessibility-feedback/${feedback}`);
    // Answered once: one step into Ready in its history.
    expect(detail.body.history.filter((h) => h.state === "Ready")).toHaveLength(1);
    expect(detail.body.state).toBe("Ready");
  });
});
