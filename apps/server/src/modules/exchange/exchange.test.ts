import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import {
  exchangeApplications,
  exchangeNoticeStateChanges,
  exchangeNotices,
} from "../../db/schema/exchange.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { createExchangeJob } from "./exchange.job.ts";
import { exchangeServiceFor } from "./exchange.module.ts";
import { renderMessage } from "../../test/messages.ts";
import { EXCHANGE_DEMO } from "../../seed/exchange-seed.ts";
import { embeddedDatabase, testDatabases } from "../../test/databases.ts";
import { START, useTestApp, type TestContext } from "../../test/harness.ts";
import { countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";

const VILJA = EXCHANGE_DEMO.writer;
const KAISA = EXCHANGE_DEMO.partner;
const AINO = "aino.asukas@example.fi";
/** Lease ended 10 days ago; may still sign in. */
const MOVED_OUT = "muuttanut.pois@example.fi";
const DAY = 86_400_000;

const notice = (overrides: Record<string, unknown> = {}) => ({
  description: "Valoisa kolmio Tapiolassa, parveke etelään.",
  wish: {
    cities: ["Vantaa"],
    rooms: [2],
    areaMin: 40,
    areaMax: 70,
    rentMin: null,
    rentMax: 1500,
    text: "Kaksio Vantaalta",
  },
  contact: { name: "Vilja", phone: "040 555 8811", email: "" },
  language: "fi",
  ...overrides,
});

function client(t: TestContext) {
  const sessions = new Map<string, string>();
  const auth = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.login(email));
    return t.bearer(sessions.get(email)!);
  };
  const call = async (method: "GET" | "POST" | "PUT", url: string, email: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: email ? await auth(email) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** Sessions end after a day of inactivity: after the clock moves, everyone signs in again. */
  const forget = () => sessions.clear();
  return { call, forget };
}

/** The secret of the newest confirmation mail to `email`, and the notice it names. */
async function confirmation(t: TestContext, email: string) {
  const mail = await lastOutboxMessage(t.database.db, email, "exchange-confirm");
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  return { id: mail.data.id!, secret: mail.data.code!, link: mail.data.link! };
}

async function jobAt(t: TestContext, forget: () => void, at: Date) {
  t.clock.now = at;
  forget();
  return createExchangeJob(
    exchangeServiceFor({
      db: t.database.db,
      now: () => new Date(t.clock.now),
      config: { publicUrl: "http://localhost:3000" },
      settings: { customerServiceEmail: "asiakaspalvelu@example.fi" },
    }),
  );
}

describe.each(embeddedDatabase)("apartment exchange on $name", (target) => {
  const t = useTestApp(target);
  const { call, forget } = client(t);

  it("needs a session for everything but the confirmation link: no notice, no contact details without one", async () => {
    for (const url of [
      "/api/exchange/notices",
      "/api/exchange/eligibility",
      "/api/exchange/matches",
      "/api/exchange/own",
    ]) {
      const res = await call("GET", url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain("kaisa.kumppani");
    }
  });

  it("tells the eligible tenant so, with the apartment's facts but no staircase or apartment number", async () => {
    const res = await call("GET", "/api/exchange/eligibility", VILJA);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.eligible).toBe(true);
    expect(body.rules).toEqual([
      { rule: "openEndedLease", ok: true },
      { rule: "livedLongEnough", ok: true },
      { rule: "noOverdueDebt", ok: true },
    ]);
    expect(body.apartment).toMatchObject({
      city: "Espoo",
      streetAddress: "Kotipuistontie 3",
      rooms: 3,
      areaM2: 74,
    });
    expect(JSON.stringify(body.apartment)).not.toContain("E 1");
  });

  it("names the failing rule for a tenant with overdue debt, and refuses their notice with it", async () => {
    const res = await call("GET", "/api/exchange/eligibility", AINO);
    expect(res.json().eligible).toBe(false);
    expect(res.json().rules).toContainEqual({ rule: "noOverdueDebt", ok: false });
    const post = await call("POST", "/api/exchange/notices", AINO, notice());
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ error: "NOT_ELIGIBLE", rules: ["noOverdueDebt"] });
  });

  it("refuses a filter of 1 000 cities, a negative rent and a reversed range with field errors", async () => {
    const cities = Array.from({ length: 1000 }, (_, i) => `city=C${i}`).join("&");
    for (const query of [cities, "rentMin=-1", "rentMax=-5", "areaMin=80&areaMax=40", "rooms=9"]) {
      const res = await call("GET", `/api/exchange/notices?${query}`, KAISA);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe("VALIDATION");
    }
    const wish = { ...notice().wish, cities: Array.from({ length: 1000 }, (_, i) => `C${i}`) };
    const post = await call("POST", "/api/exchange/notices", VILJA, notice({ wish }));
    expect(post.statusCode).toBe(400);
    expect(post.json().fields["wish.cities"]).toBe("validation.invalid");
    const negative = await call(
      "POST",
      "/api/exchange/notices",
      VILJA,
      notice({ wish: { ...notice().wish, rentMax: -1 } }),
    );
    expect(negative.statusCode).toBe(400);
  });

  let vilja = "";

  it("writes a new notice and mails a 256-bit link; only its hash is stored; a second one is refused", async () => {
    const res = await call("POST", "/api/exchange/notices", VILJA, notice());
    expect(res.statusCode, res.body).toBe(201);
    vilja = res.json().id;
    expect(res.json().state).toBe("new");
    const mail = await confirmation(t, VILJA);
    expect(mail.id).toBe(vilja);
    expect(mail.link).toMatch(new RegExp(`/vaihtoilmoitukset/${vilja}/$`));
    expect(Buffer.from(mail.secret, "base64url")).toHaveLength(32);
    const [row] = await t.database.db.select().from(exchangeNotices).where(eq(exchangeNotices.id, vilja));
    expect(row!.secretHash).not.toContain(mail.secret);
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const second = await call("POST", "/api/exchange/notices", VILJA, notice());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: "NOTICE_EXISTS", id: vilja });
  });

  it("does not show a new notice to others before it is confirmed", async () => {
    const res = await call("GET", `/api/exchange/notices/${vilja}`, KAISA);
    expect(res.statusCode).toBe(404);
    const list = await call("GET", "/api/exchange/notices?city=Espoo", KAISA);
    expect(list.json().items.map((n: { id: string }) => n.id)).not.toContain(vilja);
  });

  it("answers a guessed or malformed secret 404 or 400, publishes with the right one, and says so when reused", async () => {
    const { secret } = await confirmation(t, VILJA);
    const guessed = await call("POST", "/api/exchange/confirm", null, {
      id: vilja,
      secret: Buffer.alloc(32, 7).toString("base64url"),
    });
    expect(guessed.statusCode).toBe(404);
    const malformed = await call("POST", "/api/exchange/confirm", null, { id: vilja, secret: "x" });
    expect(malformed.statusCode).toBe(400);
    const first = await call("POST", "/api/exchange/confirm", null, { id: vilja, secret });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ state: "published", already: false });
    // The answer tells nothing of the notice or its poster.
    expect(first.body).not.toMatch(/Vilja|040|Tapiola/);
    const again = await call("POST", "/api/exchange/confirm", null, { id: vilja, secret });
    expect(again.json()).toMatchObject({ state: "published", already: true });
    const history = await t.database.db
      .select({ state: exchangeNoticeStateChanges.state })
      .from(exchangeNoticeStateChanges)
      .where(eq(exchangeNoticeStateChanges.noticeId, vilja));
    expect(history.map((h) => h.state)).toEqual(["new", "published"]);
  });

  it("lists the published notice by city with its contact details for a signed-in tenant, and matches it both ways", async () => {
    const list = await call("GET", "/api/exchange/notices?city=Espoo&rooms=3", KAISA);
    expect(list.statusCode).toBe(200);
    const found = list.json().items.find((n: { id: string }) => n.id === vilja);
    expect(found).toMatchObject({
      apartment: { city: "Espoo", rooms: 3, areaM2: 74, buildingType: expect.any(String) },
      contact: { name: "Vilja", phone: "040 555 8811", email: null },
      own: false,
    });
    const vantaa = await call("GET", "/api/exchange/notices?city=Vantaa", KAISA);
    expect(vantaa.json().items.map((n: { id: string }) => n.id)).not.toContain(vilja);
    const cheap = await call("GET", "/api/exchange/notices?city=Espoo&rentMax=100", KAISA);
    expect(cheap.json().items.map((n: { id: string }) => n.id)).not.toContain(vilja);

    const matches = await call("GET", "/api/exchange/matches", KAISA);
    expect(matches.statusCode).toBe(200);
    const match = matches.json().items.find((m: { notice: { id: string } }) => m.notice.id === vilja);
    expect(match.met).toEqual(expect.arrayContaining(["theirCity", "yourCity", "theirRooms", "yourRooms"]));
    expect(match.score).toBe(match.met.length);
    // Best first.
    const scores = matches.json().items.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const mine = await call("GET", "/api/exchange/matches", VILJA);
    expect(mine.json().items[0].notice.apartment.city).toBe("Vantaa");
  });

  it("answers 404 when another tenant edits, deletes or renews the notice, and leaves it as it was", async () => {
    const put = await call(
      "PUT",
      `/api/exchange/notices/${vilja}`,
      KAISA,
      notice({ description: "Kaapattu" }),
    );
    expect(put.statusCode).toBe(404);
    const del = await call("POST", `/api/exchange/notices/${vilja}/state`, KAISA, {
      from: "published",
      to: "deleted",
    });
    expect(del.statusCode).toBe(404);
    const renew = await call("POST", `/api/exchange/notices/${vilja}/renew`, KAISA, { from: "published" });
    expect(renew.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(exchangeNotices).where(eq(exchangeNotices.id, vilja));
    expect(row).toMatchObject({
      state: "published",
      description: "Valoisa kolmio Tapiolassa, parveke etelään.",
    });
  });

  it("keeps script in the texts as text: stored and answered as written, escaped in mail", async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const put = await call("PUT", `/api/exchange/notices/${vilja}`, VILJA, notice({ description: script }));
    expect(put.statusCode, put.body).toBe(200);
    const res = await call("GET", `/api/exchange/notices/${vilja}`, KAISA);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().description).toBe(script);
    const mail = renderMessage("customer-service-exchange-application", "fi", { id: "1", message: script });
    expect(mail.channel === "mail" && mail.html).not.toContain("<script>");
    const control = await call(
      "PUT",
      `/api/exchange/notices/${vilja}`,
      VILJA,
      notice({ description: "a\u0007b" }),
    );
    expect(control.statusCode).toBe(400);
  });

  it("starts an application as a work item for customer service with both tenants' details", async () => {
    const res = await call("POST", "/api/exchange/applications", KAISA, {
      noticeId: vilja,
      message: "Sopisiko vaihto?",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(exchangeApplications)
      .where(eq(exchangeApplications.id, res.json().id));
    expect(row).toMatchObject({ noticeId: vilja, status: "sent", message: "Sopisiko vaihto?" });
    expect(row!.ownNoticeId).not.toBeNull();
    const mail = await lastOutboxMessage(
      t.database.db,
      "asiakaspalvelu@example.fi",
      "customer-service-exchange-application",
    );
    expect(mail?.data).toMatchObject({ applicantEmail: KAISA, partnerName: "Vilja" });
    const own = await call("POST", "/api/exchange/applications", VILJA, { noticeId: vilja });
    expect(own.statusCode).toBe(404);

    // Customer service works it in the staff queue as a kind of its own.
    const asta = t.bearer(await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi"));
    const queue = await t.app.inject({
      method: "GET",
      url: "/api/staff/queue?kind=exchange-applications&state=Sent",
      headers: asta,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().items.find((i: { id: string }) => i.id === res.json().id);
    expect(item).toMatchObject({ kind: "exchange-applications" });
    const url = `/api/staff/queue/exchange-applications/${res.json().id}/state`;
    const moved = await t.app.inject({
      method: "POST",
      url,
      headers: asta,
      payload: { from: "Sent", to: "InProgress" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await t.app.inject({
      method: "POST",
      url,
      headers: asta,
      payload: { from: "Sent", to: "InProgress" },
    });
    expect(stale.statusCode).toBe(409);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/staff/queue/exchange-applications/${res.json().id}`,
      headers: asta,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain("Vilja");
  });

  it("expires a notice after three months with one reminder a week before, whatever the job's runs", async () => {
    const published = (
      await t.database.db.select().from(exchangeNotices).where(eq(exchangeNotices.id, vilja))
    )[0]!;
    const expiresAt = published.expiresAt!;
    expect(expiresAt.getTime() - published.publishedAt!.getTime()).toBeGreaterThan(88 * DAY);
    const job = await jobAt(t, forget, new Date(expiresAt.getTime() - 6 * DAY));
    await Promise.all([job.runOnce(), job.runOnce()]);
    await job.runOnce();
    expect(await countOutboxMessages(t.database.db, VILJA, "exchange-expiring")).toBe(1);
    const reminder = await lastOutboxMessage(t.database.db, VILJA, "exchange-expiring");
    expect(renderMessage("exchange-expiring", "fi", reminder!.data).channel).toBe("mail");

    const later = await jobAt(t, forget, new Date(expiresAt.getTime() + DAY));
    const [a, b] = await Promise.all([later.runOnce(), later.runOnce()]);
    expect(a.expired + b.expired).toBeGreaterThanOrEqual(1);
    await later.runOnce();
    const history = await t.database.db
      .select({ state: exchangeNoticeStateChanges.state })
      .from(exchangeNoticeStateChanges)
      .where(eq(exchangeNoticeStateChanges.noticeId, vilja));
    expect(history.filter((h) => h.state === "expired")).toHaveLength(1);
    const list = await call("GET", "/api/exchange/notices?city=Espoo", KAISA);
    expect(list.json().items.map((n: { id: string }) => n.id)).not.toContain(vilja);
  });

  it("renews an expired notice with one click, for another three months and another reminder", async () => {
    const stale = await call("POST", `/api/exchange/notices/${vilja}/renew`, VILJA, { from: "published" });
    expect(stale.statusCode).toBe(409);
    const res = await call("POST", `/api/exchange/notices/${vilja}/renew`, VILJA, { from: "expired" });
    expect(res.statusCode, res.body).toBe(200);
    expect(new Date(res.json().expiresAt).getTime() - t.clock.now.getTime()).toBeGreaterThan(88 * DAY);
    const own = await call("GET", "/api/exchange/own", VILJA);
    expect(own.json().notice).toMatchObject({ id: vilja, state: "published" });
    const job = await jobAt(t, forget, new Date(new Date(res.json().expiresAt).getTime() - 3 * DAY));
    await job.runOnce();
    expect(await countOutboxMessages(t.database.db, VILJA, "exchange-expiring")).toBe(2);
  });

  it("deletes the notice on the owner's move; its link then answers 404; a new notice may be written", async () => {
    t.clock.now = new Date(START);
    forget();
    const { secret } = await confirmation(t, VILJA);
    const stale = await call("POST", `/api/exchange/notices/${vilja}/state`, VILJA, {
      from: "new",
      to: "deleted",
    });
    expect(stale.statusCode).toBe(409);
    const res = await call("POST", `/api/exchange/notices/${vilja}/state`, VILJA, {
      from: "published",
      to: "deleted",
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = await call("POST", "/api/exchange/confirm", null, { id: vilja, secret });
    expect(link.statusCode).toBe(404);
    const detail = await call("GET", `/api/exchange/notices/${vilja}`, VILJA);
    expect(detail.statusCode).toBe(404);
    const again = await call("POST", "/api/exchange/notices", VILJA, notice());
    expect(again.statusCode, again.body).toBe(201);
    vilja = again.json().id;
  });

  it("lets a moderator remove a notice with a reason; a tenant or a role without the permission may not", async () => {
    const mirja = await staffSession(t, "mirja.moderaattori@kotikallio.example.fi");
    const matti = await staffSession(t, "matti.huolto@kotikallio.example.fi");
    const body = { from: "new", reason: "Ilmoituksessa on toisen henkilön tietoja." };
    const url = `/api/staff/exchange/notices/${vilja}/remove`;
    const asTenant = await call("POST", url, VILJA, body);
    expect(asTenant.statusCode).toBe(401);
    const asMaintenance = await t.app.inject({
      method: "POST",
      url,
      headers: t.bearer(matti),
      payload: body,
    });
    expect(asMaintenance.statusCode).toBe(403);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/staff/exchange/notices?state=new",
      headers: t.bearer(mirja),
    });
    expect(list.json().items.map((n: { id: string }) => n.id)).toContain(vilja);
    const removed = await t.app.inject({ method: "POST", url, headers: t.bearer(mirja), payload: body });
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await t.database.db.select().from(exchangeNotices).where(eq(exchangeNotices.id, vilja));
    expect(row).toMatchObject({ state: "deleted", removalReason: body.reason });
    const twice = await t.app.inject({ method: "POST", url, headers: t.bearer(mirja), payload: body });
    expect(twice.statusCode).toBe(409);
  });

  it("deletes the notices of a lease that has ended, once, however the job runs", async () => {
    const [kaisa] = await t.database.db
      .select({ contractId: contractParties.contractId, userId: userAccounts.id })
      .from(userAccounts)
      .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
      .where(eq(userAccounts.email, KAISA));
    await t.database.db
      .update(contracts)
      .set({ endDate: "2026-03-10" })
      .where(eq(contracts.id, kaisa!.contractId));
    const job = await jobAt(t, forget, new Date(START));
    const [a, b] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(a.deleted + b.deleted).toBe(1);
    expect((await job.runOnce()).deleted).toBe(0);
    const rows = await t.database.db
      .select({ state: exchangeNotices.state })
      .from(exchangeNotices)
      .where(and(eq(exchangeNotices.userId, kaisa!.userId)));
    expect(rows.map((r) => r.state)).toEqual(["deleted"]);
    // The workflow kit wrote the move's one history row, the system's.
    const deletions = await t.database.db
      .select({ actorKind: exchangeNoticeStateChanges.actorKind })
      .from(exchangeNoticeStateChanges)
      .innerJoin(exchangeNotices, eq(exchangeNotices.id, exchangeNoticeStateChanges.noticeId))
      .where(and(eq(exchangeNotices.userId, kaisa!.userId), eq(exchangeNoticeStateChanges.state, "deleted")));
    expect(deletions).toEqual([{ actorKind: "system" }]);
  });
});

describe.each(testDatabases)("apartment exchange races on $name", (target) => {
  const t = useTestApp(target);
  const { call, forget } = client(t);

  it("keeps one valid notice when two are written at once, and publishes once when the link is opened twice at once", async () => {
    const [a, b] = await Promise.all([
      call("POST", "/api/exchange/notices", VILJA, notice()),
      call("POST", "/api/exchange/notices", VILJA, notice()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const { id, secret } = await confirmation(t, VILJA);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call("POST", "/api/exchange/confirm", null, { id, secret })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().already === false)).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(exchangeNoticeStateChanges)
      .where(
        and(eq(exchangeNoticeStateChanges.noticeId, id), eq(exchangeNoticeStateChanges.state, "published")),
      );
    expect(history).toHaveLength(1);
  });

  /** Kaisa's published notice: the one Vilja applies with. */
  const kaisasNotice = async () => {
    const [row] = await t.database.db
      .select({ id: exchangeNotices.id })
      .from(exchangeNotices)
      .innerJoin(userAccounts, eq(userAccounts.id, exchangeNotices.userId))
      .where(and(eq(userAccounts.email, KAISA), eq(exchangeNotices.state, "published")));
    return row!.id;
  };
  const applicationsOf = async (email: string) =>
    (
      await t.database.db
        .select({ id: exchangeApplications.id })
        .from(exchangeApplications)
        .innerJoin(userAccounts, eq(userAccounts.id, exchangeApplications.userId))
        .where(eq(userAccounts.email, email))
    ).length;
  const customerServiceMails = () =>
    countOutboxMessages(t.database.db, "asiakaspalvelu@example.fi", "customer-service-exchange-application");

  it("refuses an application by the notice rules: overdue debt, a lease that has ended; nothing stored, nobody mailed", async () => {
    const noticeId = await kaisasNotice();
    const mails = await customerServiceMails();
    const debt = await call("POST", "/api/exchange/applications", AINO, {
      noticeId,
      message: "Vaihdetaanko?",
    });
    expect(debt.statusCode, debt.body).toBe(403);
    expect(debt.json()).toEqual({ error: "NOT_ELIGIBLE", rules: ["noOverdueDebt"] });
    const ended = await call("POST", "/api/exchange/applications", MOVED_OUT, { noticeId });
    expect(ended.statusCode, ended.body).toBe(403);
    expect(ended.json().rules).toContain("openEndedLease");
    expect([await applicationsOf(AINO), await applicationsOf(MOVED_OUT)]).toEqual([0, 0]);
    expect(await customerServiceMails()).toBe(mails);
  });

  it("takes 5 applications an hour from one account, one after another and 30 at once: each a work item and a mail", async () => {
    const noticeId = await kaisasNotice();
    const mails = await customerServiceMails();
    const codes: number[] = [];
    for (let i = 0; i < 25; i++)
      codes.push((await call("POST", "/api/exchange/applications", VILJA, { noticeId })).statusCode);
    expect(codes).toEqual([...Array(5).fill(201), ...Array(20).fill(429)]);
    expect(await applicationsOf(VILJA)).toBe(5);
    expect(await customerServiceMails()).toBe(mails + 5);

    // An hour later the allowance is back, and 30 sent at once are counted one after another
    // under the account's lock: exactly 5 go through.
    t.clock.now = new Date(START.getTime() + 61 * 60_000);
    forget();
    try {
      await call("GET", "/api/exchange/own", VILJA);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => call("POST", "/api/exchange/applications", VILJA, { noticeId })),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((c) => c === 201)).toHaveLength(5);
      expect(statuses.filter((c) => c === 429)).toHaveLength(25);
      expect(answers.find((r) => r.statusCode === 429)?.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
      expect(await applicationsOf(VILJA)).toBe(10);
      expect(await customerServiceMails()).toBe(mails + 10);
    } finally {
      t.clock.now = new Date(START);
      forget();
    }
  });

  it("expires and deletes once when the jobs run at once", async () => {
    const [row] = await t.database.db
      .select()
      .from(exchangeNotices)
      .where(eq(exchangeNotices.state, "published"))
      .limit(1);
    const job = await jobAt(t, forget, new Date(row!.expiresAt!.getTime() + DAY));
    const results = await Promise.all([job.runOnce(), job.runOnce(), job.runOnce()]);
    const expiredRows = await t.database.db
      .select()
      .from(exchangeNoticeStateChanges)
      .where(
        and(
          eq(exchangeNoticeStateChanges.noticeId, row!.id),
          eq(exchangeNoticeStateChanges.state, "expired"),
        ),
      );
    expect(expiredRows).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.expired, 0)).toBeGreaterThanOrEqual(1);
  });
});
