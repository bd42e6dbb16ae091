import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QueuePage, QueueSummary, WorkItemDetail } from "@portal/schemas/queue";
import { buildings } from "../../db/schema/organisations.ts";
import { isRefusal } from "../../lib/refusal.ts";
import { staffBuildings, staffMembers, staffRoles } from "../../db/schema/staff.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { createAuthRepository } from "../auth/auth.repository.ts";
import { openStaffSession } from "../auth/auth.service.ts";
import { multipartBody, validFields } from "../faults/faults-test-client.ts";

const AINO = "aino.asukas@example.fi";
/** Customer service: every kind, every building. */
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
/** Property manager of Kirsikkapiha and Tikkurilan Lähde: fault reports only. */
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";

describe.each(testDatabases)("the handling queue on $name", (target) => {
  const t = useTestApp(target);

  const get = async <T>(session: string, url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: t.bearer(session) });
    return { status: res.statusCode, body: res.json<T>(), raw: res };
  };
  const post = (session: string, url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: t.bearer(session), payload });

  /** A new fault report of Aino's: its id. */
  async function report(fields: Partial<typeof validFields> = {}): Promise<string> {
    const body = multipartBody({ ...validFields, ...fields });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(AINO)) },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  }

  /** A new message of Aino's: its id. */
  async function message(subject: string, category = 471, subcategory = "other"): Promise<string> {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact-request",
      headers: t.bearer(await t.login(AINO)),
      payload: { category, subcategory, subject, content: "Kysyisin asiasta.", language: "fi" },
    });
    if (res.statusCode !== 200) throw new Error(`message: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  }

  /** The ids a queue query lists, in order (one page of at most 100). */
  const ids = async (session: string, query: string) => {
    const page = await get<QueuePage>(session, `/api/staff/queue?limit=100&${query}`);
    expect(page.status, page.raw.body).toBe(200);
    return page.body.items.map((i) => i.id);
  };

  /** A property manager of Tapiolan Kotipuisto only, where Aino does not live: a session token. */
  async function tapioSession(): Promise<string> {
    const db = t.database.db;
    const [building] = await db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, "Tapiolan Kotipuisto"));
    const email = `tapio.${crypto.randomUUID()}@kotikallio.example.fi`;
    const [member] = await db
      .insert(staffMembers)
      .values({ email, name: "Tapio Tapiola" })
      .returning({ id: staffMembers.id });
    await db.insert(staffRoles).values({ staffId: member!.id, role: "property_manager" });
    await db.insert(staffBuildings).values({ staffId: member!.id, buildingId: building!.id });
    const opened = await openStaffSession(createAuthRepository(db), member!.id, new Date(t.clock.now));
    if (isRefusal(opened)) throw new Error("no session");
    return opened.sessionId;
  }

  it("sets due times at creation by the service levels: locks 1 working day, other faults 5, messages 2", async () => {
    // START is Monday 16 March 2026, noon in Helsinki.
    const asta = await staffSession(t, ASTA);
    const lock = await report({ title: "Lukko due", defectClass: "locks" });
    const tap = await report({ title: "Hana due", defectClass: "repair" });
    const note = await message("Viesti due");
    const due = async (kind: string, id: string) =>
      (await get<WorkItemDetail>(asta, `/api/staff/queue/${kind}/${id}`)).body.dueAt;
    expect(await due("fault-reports", lock)).toBe("2026-03-17T22:00:00.000Z");
    expect(await due("fault-reports", tap)).toBe("2026-03-23T22:00:00.000Z");
    expect(await due("messages", note)).toBe("2026-03-18T22:00:00.000Z");
  });

  it("lists fault reports and messages together, newest first, in keyset pages without repeats", async () => {
    const asta = await staffSession(t, ASTA);
    const first = await get<QueuePage>(asta, "/api/staff/queue");
    expect(first.status, first.raw.body).toBe(200);
    const kinds = new Set(first.body.items.map((i) => i.kind));
    expect(kinds).toEqual(new Set(["fault-reports", "messages"]));
    const times = first.body.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The demo world: Aino's three reports and two messages at least.
    expect(first.body.total).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/staff/queue?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page: { body: QueuePage } = await get<QueuePage>(asta, url);
      seen.push(...page.body.items.map((i) => i.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.body.total);
    const row = first.body.items[0]!;
    expect(row).toMatchObject({ building: { name: expect.any(String) }, ageMinutes: expect.any(Number) });
  });

  it("filters by kind, state, category, building, overdue and text", async () => {
    const asta = await staffSession(t, ASTA);
    // Items that share one search word, so each filter is asked about known items only.
    const word = `zqx${crypto.randomUUID().slice(0, 8)}`;
    const bell = await report({ title: `Ovikello ei soi ${word}`, defectClass: "electrical" });
    const tap = await report({ title: `Hana vuotaa ${word}`, defectClass: "repair" });
    const rent = await message(`Vuokra myöhässä ${word}`, 473, "latepayment");
    const other = await message(`Kysymys ${word}`);
    const all = [bell, tap, rent, other];
    expect((await ids(asta, `q=${word.toUpperCase()}`)).sort()).toEqual([...all].sort());
    const inDescription = await ids(asta, `q=${encodeURIComponent("tippuu vettä")}`);
    expect(inDescription.length).toBeGreaterThan(0);
    // % and _ are taken literally.
    expect(await ids(asta, "q=%25")).toEqual([]);
    expect(await ids(asta, "q=_")).toEqual([]);

    expect((await ids(asta, `kind=messages&q=${word}`)).sort()).toEqual([rent, other].sort());
    expect((await ids(asta, `kind=fault-reports&q=${word}`)).sort()).toEqual([bell, tap].sort());
    expect(await ids(asta, `category=electrical&q=${word}`)).toEqual([bell]);
    expect(await ids(asta, `category=473&q=${word}`)).toEqual([rent]);
    expect(await ids(asta, `category=471&q=${word}`)).toEqual([other]);

    // States: the tap moves on; the others stay where they arrived.
    const moved = await post(asta, `/api/staff/queue/fault-reports/${tap}/state`, {
      from: "Sent",
      to: "Ready",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await ids(asta, `state=Ready&q=${word}`)).toEqual([tap]);
    expect((await ids(asta, `state=Sent&q=${word}`)).sort()).toEqual([bell, rent, other].sort());
    const ready = await get<QueuePage>(asta, "/api/staff/queue?state=Ready&limit=100");
    expect(ready.body.items.length).toBeGreaterThan(0);
    expect(ready.body.items.every((i) => i.state === "Ready")).toBe(true);

    // Buildings: Aino's building lists them all; another building none of them.
    const page = await get<QueuePage>(asta, `/api/staff/queue?q=${word}`);
    const building = page.body.items[0]!.building.id;
    expect((await ids(asta, `building=${building}&q=${word}`)).sort()).toEqual([...all].sort());
    const elsewhere = (await get<QueueSummary>(asta, "/api/staff/queue/summary")).body.buildings.find(
      (b) => b.id !== building,
    );
    expect(elsewhere).toBeDefined();
    expect(await ids(asta, `building=${elsewhere!.id}&q=${word}`)).toEqual([]);

    // Two days later the electrical fault (one working day) is overdue; the ready one is not, nor is
    // a message (two working days) sent then.
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 86_400_000);
    try {
      const later = await staffSession(t, ASTA);
      const fresh = await message(`Uusi kysymys ${word}`);
      expect(await ids(later, `overdue=true&q=${word}`)).toEqual([bell]);
      const overdue = await get<QueuePage>(later, "/api/staff/queue?overdue=true&limit=100");
      expect(overdue.body.items.map((i) => i.id)).toContain(bell);
      expect(overdue.body.items.every((i) => i.overdue && i.state !== "Ready")).toBe(true);
      // Most overdue first: by due time, only open items.
      const byDue = await get<QueuePage>(later, `/api/staff/queue?sort=overdue&limit=100&q=${word}`);
      // (The two messages sent at one time are due at one time, and then ordered by id.)
      const order = byDue.body.items.map((i) => i.id);
      expect([order[0], order[3], order.length]).toEqual([bell, fresh, 4]);
      expect(order.slice(1, 3).sort()).toEqual([rent, other].sort());
      const dues = byDue.body.items.map((i) => i.dueAt);
      expect([...dues].sort()).toEqual(dues);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 2 * 86_400_000);
    }
  });

  it("refuses bad filters with field errors", async () => {
    const asta = await staffSession(t, ASTA);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/staff/queue?sort=oldest&assignee=someone&kind=forms&overdue=maybe",
      headers: t.bearer(asta),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual([
      "assignee",
      "kind",
      "overdue",
      "sort",
    ]);
  });

  it("shows a property manager fault reports, terminations and committee forms, no messages; a message is 403 for them", async () => {
    const kalle = await staffSession(t, KALLE);
    const word = `kalle${crypto.randomUUID().slice(0, 8)}`;
    const fault = await report({ title: `Kallen vika ${word}` });
    const id = await message(`Kallen ei kuulu ${word}`);
    // Aino's building is Kalle's: he sees her fault report and not her message.
    expect(await ids(kalle, `q=${word}`)).toEqual([fault]);
    const page = await get<QueuePage>(kalle, "/api/staff/queue?limit=100");
    expect(page.body.items.map((i) => i.id)).toContain(fault);
    expect(page.body.items.every((i) => i.kind !== "messages")).toBe(true);
    expect((await get<QueuePage>(kalle, "/api/staff/queue?kind=messages")).status).toBe(200);
    expect(await ids(kalle, `kind=messages`)).toEqual([]);
    expect((await get(kalle, `/api/staff/queue/messages/${id}`)).status).toBe(403);
    expect(
      (await post(kalle, `/api/staff/queue/messages/${id}/assign`, { staffId: null, from: null })).statusCode,
    ).toBe(403);
    const summary = await get<QueueSummary>(kalle, "/api/staff/queue/summary");
    expect(summary.body.kinds.map((k) => k.kind)).toEqual([
      "fault-reports",
      "terminations",
      "committee-forms",
    ]);
    expect(summary.body.buildings.map((b) => b.name)).toEqual(["Kirsikkapiha", "Tikkurilan Lähde"]);
  });

  it("answers 404 for an item outside the staff member's buildings and lists none of them", async () => {
    const tapio = await tapioSession();
    const id = await report({ title: "Tapiolan ulkopuolella" });
    expect((await get(tapio, `/api/staff/queue/fault-reports/${id}`)).status).toBe(404);
    expect(
      (await post(tapio, `/api/staff/queue/fault-reports/${id}/assign`, { staffId: null, from: null }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(tapio, `/api/staff/queue/fault-reports/${id}/state`, { from: "Sent", to: "InProgress" }))
        .statusCode,
    ).toBe(404);
    const page = await get<QueuePage>(tapio, "/api/staff/queue?q=Tapiolan%20ulkopuolella");
    expect(page.body).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false });
  });

  it("needs a staff session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/staff/queue" })).statusCode).toBe(401);
    // A tenant's session is no staff session at all: 401, as on every staff route.
    const tenant = await t.login(AINO);
    expect((await get(tenant, "/api/staff/queue")).status).toBe(401);
    expect((await get(tenant, "/api/staff/queue/summary")).status).toBe(401);
  });

  it("shows everything the tenant sent, the apartment, the contract and the history, and the attachment", async () => {
    const asta = await staffSession(t, ASTA);
    const page = await get<QueuePage>(asta, `/api/staff/queue?q=${encodeURIComponent("patteri")}`);
    const radiator = page.body.items[0]!;
    const detail = await get<WorkItemDetail>(asta, `/api/staff/queue/fault-reports/${radiator.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      kind: "fault-reports",
      state: "InProgress",
      next: ["Ready"],
      sender: { name: "Aino Asukas", email: AINO },
      fault: { defectClass: "hvac", hasPetsInApartment: true },
      apartment: { number: expect.any(String) },
      contract: { number: expect.any(String) },
    });
    expect(detail.body.history.map((h) => h.state)).toEqual(["Sent", "InProgress"]);
    // The number customer service asks for to view Aino's pages, as her profile shows it.
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/profile",
      headers: t.bearer(await t.login(AINO)),
    });
    expect(detail.body.sender.customerNumber).toBe(profile.json().customerNumber);
    expect(detail.body.history[0]!.actor).toEqual({ kind: "tenant", name: "Aino Asukas" });
    expect(detail.body.assignees.map((a) => a.name)).toContain("Asta Asiakaspalvelu");
    const file = await t.app.inject({
      method: "GET",
      url: detail.body.attachments[0]!.url,
      headers: t.bearer(asta),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="liite-1.jpg"');
  });

  it("takes an item, hands it to a colleague, and answers a stale assignee 409", async () => {
    const asta = await staffSession(t, ASTA);
    const kalle = await staffSession(t, KALLE);
    const id = await report({ title: "Annettava vika" });
    const url = `/api/staff/queue/fault-reports/${id}/assign`;
    const me = (await get<WorkItemDetail>(asta, `/api/staff/queue/fault-reports/${id}`)).body;
    const astaId = me.assignees.find((a) => a.name === "Asta Asiakaspalvelu")!.id;
    const kalleId = me.assignees.find((a) => a.name === "Kalle Kiinteistö")!.id;
    const taken = await post(asta, url, { staffId: astaId, from: null });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ assignee: { id: astaId, name: "Asta Asiakaspalvelu" } });
    expect(
      (await get<QueuePage>(asta, "/api/staff/queue?assignee=me&q=Annettava")).body.items.map((i) => i.id),
    ).toEqual([id]);
    expect((await get<QueuePage>(asta, "/api/staff/queue?assignee=none&q=Annettava")).body.items).toEqual([]);
    // Someone who still thinks it is nobody's is stale.
    const stale = await post(kalle, url, { staffId: kalleId, from: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: "STALE_STATE" });
    const handed = await post(asta, url, { staffId: kalleId, from: astaId });
    expect(handed.statusCode).toBe(200);
    expect(
      (await get<QueuePage>(kalle, "/api/staff/queue?assignee=me&q=Annettava")).body.items.map((i) => i.id),
    ).toEqual([id]);
    const summary = await get<QueueSummary>(kalle, "/api/staff/queue/summary");
    expect(summary.body.kinds[0]!.mine).toBeGreaterThanOrEqual(1);
    // A message cannot go to someone who does not handle messages.
    const note = await message("Ei Kallelle");
    const refused = await post(asta, `/api/staff/queue/messages/${note}/assign`, {
      staffId: kalleId,
      from: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "VALIDATION", fields: { staffId: "validation.invalid" } });
  });

  it.each([2, 50])("of %i staff taking one item at once, one gets it and the others 409", async (n) => {
    const asta = await staffSession(t, ASTA);
    const id = await report({ title: `Kilpa ${n}` });
    const me = (await get<WorkItemDetail>(asta, `/api/staff/queue/fault-reports/${id}`)).body;
    const astaId = me.assignees.find((a) => a.name === "Asta Asiakaspalvelu")!.id;
    const results = await Promise.all(
      Array.from({ length: n }, () =>
        post(asta, `/api/staff/queue/fault-reports/${id}/assign`, { staffId: astaId, from: null }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(n - 1);
  });

  it("moves a message through its workflow, 409 when stale, 400 for a move it does not list", async () => {
    const asta = await staffSession(t, ASTA);
    const id = await message("Siirrettävä viesti");
    const mailsBefore = await countOutboxMessages(t.database.db, AINO, "state-changed");
    const url = `/api/staff/queue/messages/${id}/state`;
    const moved = await post(asta, url, { from: "Sent", to: "InProgress" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ kind: "messages", id, state: "InProgress" });
    expect((await post(asta, url, { from: "Sent", to: "InProgress" })).statusCode).toBe(409);
    const refused = await post(asta, url, { from: "InProgress", to: "Sent" });
    expect(refused.statusCode).toBe(400);
    const detail = (await get<WorkItemDetail>(asta, `/api/staff/queue/messages/${id}`)).body;
    expect(detail.history.find((h) => h.state === "InProgress")).toMatchObject({
      state: "InProgress",
      actor: { kind: "staff", name: "Asta Asiakaspalvelu" },
    });
    // The tenant hears of the move by mail, in the item's language, once: the stale and the refused
    // moves sent nothing.
    expect(await countOutboxMessages(t.database.db, AINO, "state-changed")).toBe(mailsBefore + 1);
    const mail = await lastOutboxMessage(t.database.db, AINO, "state-changed");
    expect(mail).toMatchObject({
      language: "fi",
      data: { id, kind: "message", state: "InProgress", title: "Siirrettävä viesti" },
    });
    expect(mail?.data.link).toMatch(new RegExp(`/ota-yhteytta/viestit/${id}$`));
    await t.deliverOutbox();
    const inbox = await t.app.inject({ method: "GET", url: `/sandbox/mail/messages.json?to=${AINO}` });
    const sent = inbox
      .json<{ messages: { subject: string; text: string }[] }>()
      .messages.find((m) => m.text.includes(`/ota-yhteytta/viestit/${id}`));
    expect(sent?.subject).toBe("Viestisi: Käsittelyssä");
    expect(sent?.text).toContain("Siirrettävä viesti");
  });
});
