import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventsResponse, noticesResponse } from "@portal/schemas/notices";
import { NOTICE_MAX_AGE_MS } from "@portal/schemas/notices.constants";
import { sql } from "drizzle-orm";
import {
  companyPostBuildings,
  companyPosts,
  documents,
  noticeReads,
  noticesGeneration,
} from "../../db/schema/notices.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { multipartBody, photo } from "../faults/faults-test-client.ts";
import { LIST_TTL_MS } from "./list-cache.ts";
import { onePagePdf } from "../../seed/demo-files.ts";

const AINO = "aino.asukas@example.fi";
/** Aino's co-tenant. */
const VILLE = "ville.vuokralainen@example.fi";
/** Another apartment of Aino's building. */
const PEKKA = "pekka.puhelin@example.fi";
/** Tikkurilan Lähde: no notices, events or documents of its own. */
const SANNA = "suojattu.asukas@example.fi";
/** Property manager of Kirsikkapiha and Tikkurilan Lähde, not of Tapiolan Kotipuisto. */
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const YLLA = "ylla.pitaja@kotikallio.example.fi";

describe.each(testDatabases)("notices, events and documents on $name", (target) => {
  const t = useTestApp(target);
  const req = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });
  const get = async (url: string, email: string) => req("GET", url, await t.login(email));

  async function buildingId(name: string): Promise<string> {
    const [row] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, name));
    return row!.id;
  }

  const notice = (buildingIds: string[], extra: Record<string, unknown> = {}) => ({
    title: { fi: "Testitiedote", en: "Test notice" },
    text: { fi: "<p>Teksti</p>", en: "<p>Text</p>" },
    buildingIds,
    ...extra,
  });

  it("lists the building's notices 12 a page, newest first, without expired or future ones", async () => {
    const first = await get("/api/notices", AINO);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = noticesResponse.parse(first.json());
    // 14 company notices, a PDF of the notices folder and the committee's approved minutes; an
    // expired and a future one left out.
    expect(page1).toMatchObject({ page: 1, pageCount: 2, pageSize: 12, total: 16 });
    expect(page1.data).toHaveLength(12);
    const times = page1.data.map((n) => n.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page1.data[0]).toMatchObject({
      formType: "CompanyNotice",
      formState: "Published",
      formData: { title: { fi: "Vesikatko torstaina", en: "Water cut on Thursday" }, urgent: true },
    });
    const titles = page1.data.flatMap((n) => (n.formType === "CompanyNotice" ? [n.formData.title.fi] : []));
    expect(titles).not.toContain("Hissin huoltokatko");
    expect(titles).not.toContain("Tuleva tiedote");
    const pdf = page1.data.find((n) => n.formType === "DocumentNotice");
    expect(pdf?.formData).toMatchObject({
      name: "Huoltoyhtiön tiedote",
      creationDate: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
    });

    const second = noticesResponse.parse((await get("/api/notices?p=2", AINO)).json());
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 16 });
    expect(second.data).toHaveLength(4);
    expect(second.data.map((n) => n.id)).not.toContain(page1.data[0]!.id);
  });

  it.each(["0", "-1", "99999", "abc", "1.5", "2&p=3", ""])(
    "answers p=%s with page 1, never an error",
    async (p) => {
      const res = await get(`/api/notices?p=${p}`, AINO);
      expect(res.statusCode, res.body).toBe(200);
      const body = noticesResponse.parse(res.json());
      expect(body.page).toBe(1);
      expect(body.data).toHaveLength(12);
    },
  );

  it("answers eventPage out of range or not a number with page 1", async () => {
    for (const value of ["0", "-1", "99999", "abc"]) {
      const res = await get(`/api/events?eventPage=${value}`, AINO);
      expect(res.statusCode, res.body).toBe(200);
      expect(eventsResponse.parse(res.json()).page).toBe(1);
    }
  });

  it("shows nothing of another building: empty lists, and 404 for its notice, event and document ids", async () => {
    const sanna = await t.login(SANNA);
    const notices = noticesResponse.parse((await req("GET", "/api/notices", sanna)).json());
    expect(notices).toMatchObject({ data: [], page: 1, pageCount: 1, total: 0 });
    expect(eventsResponse.parse((await req("GET", "/api/events", sanna)).json()).data).toEqual([]);
    expect((await req("GET", "/api/documents", sanna)).json()).toEqual({
      data: { costCenterLinks: [], apartmentLinks: [], buildingLinks: [] },
    });

    const ainos = noticesResponse.parse((await get("/api/notices", AINO)).json()).data;
    const event = eventsResponse.parse((await get("/api/events", AINO)).json()).data[0]!;
    const docs = (await get("/api/documents", AINO)).json().data;
    expect((await get(`/api/notices/${ainos[0]!.id}`, AINO)).statusCode).toBe(200);
    expect((await req("GET", `/api/notices/${ainos[0]!.id}`, sanna)).statusCode).toBe(404);
    expect((await req("GET", `/api/events/${event.id}`, sanna)).statusCode).toBe(404);
    expect((await req("GET", `/api/events/${event.id}/calendar`, sanna)).statusCode).toBe(404);
    expect((await req("GET", docs.buildingLinks[0].href, sanna)).statusCode).toBe(404);
    // Not an id at all: the same 404.
    expect((await req("GET", "/api/notices/not-an-id", sanna)).statusCode).toBe(404);
    expect((await req("GET", "/api/events/%27%3B--", sanna)).statusCode).toBe(404);
  });

  it("keeps an expired notice out of the list and answers 404 for it", async () => {
    const [expired] = await t.database.db
      .select({ id: companyPosts.id })
      .from(companyPosts)
      .where(eq(companyPosts.titleFi, "Hissin huoltokatko"));
    expect((await get(`/api/notices/${expired!.id}`, AINO)).statusCode).toBe(404);

    // The urgent one expires in 14 days: after that it is gone from the list, the detail and the bulletins.
    const list = noticesResponse.parse((await get("/api/notices", AINO)).json()).data;
    const urgent = list[0]!;
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 15 * 86_400_000);
      const later = noticesResponse.parse((await get("/api/notices", AINO)).json());
      expect(later.data.map((n) => n.id)).not.toContain(urgent.id);
      expect((await get(`/api/notices/${urgent.id}`, AINO)).statusCode).toBe(404);
      expect((await get("/api/notices/bulletins", AINO)).json().data).toEqual([]);
    } finally {
      t.clock.now = saved;
    }
  });

  it("shows only notices published within the last 2 years", async () => {
    const kalle = await staffSession(t, KALLE);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const now = t.clock.now.getTime();
    const inside = await req("POST", "/api/staff/notices", kalle, {
      ...notice([kirsikkapiha]),
      title: { fi: "Juuri ja juuri", en: "Just inside" },
      publishAt: new Date(now - NOTICE_MAX_AGE_MS + 3_600_000).toISOString(),
    });
    const outside = await req("POST", "/api/staff/notices", kalle, {
      ...notice([kirsikkapiha]),
      title: { fi: "Liian vanha", en: "Too old" },
      publishAt: new Date(now - NOTICE_MAX_AGE_MS - 3_600_000).toISOString(),
    });
    expect(inside.statusCode, inside.body).toBe(201);
    expect(outside.statusCode, outside.body).toBe(201);
    const all = noticesResponse.parse((await get("/api/notices?p=2", AINO)).json());
    expect(all.total).toBe(17);
    expect(all.data.map((n) => n.id)).toContain(inside.json().data.id);
    expect((await get(`/api/notices/${outside.json().data.id}`, AINO)).statusCode).toBe(404);
    expect((await get(`/api/notices/${inside.json().data.id}`, AINO)).statusCode).toBe(200);
    await req("DELETE", `/api/staff/notices/${inside.json().data.id}`, kalle);
    await req("DELETE", `/api/staff/notices/${outside.json().data.id}`, kalle);
  });

  it("removes scripts, inline handlers, javascript: links and frames from staff's rich text", async () => {
    const kalle = await staffSession(t, KALLE);
    const html =
      '<p onclick="steal()">Hei <strong>kaikki</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">klikkaa</a> <a href="JaVaScRiPt&colon;alert(2)">toinen</a>' +
      '<a href="https://example.fi/ohje" onmouseover="x()">ohje</a>' +
      '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(3)"><style>p{}</style>' +
      "<svg><script>alert(4)</script></svg>";
    const created = await req("POST", "/api/staff/notices", kalle, {
      ...notice([await buildingId("Kirsikkapiha")]),
      text: { fi: html, en: html },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const res = await get(`/api/notices/${id}`, AINO);
    expect(res.statusCode).toBe(200);
    const text: string = res.json().data.formData.text.fi;
    for (const bad of [
      "<script",
      "alert",
      "onclick",
      "onmouseover",
      "onerror",
      "javascript",
      "iframe",
      "<img",
      "<style",
      "<svg",
    ])
      expect(text.toLowerCase()).not.toContain(bad);
    expect(text).toContain("<strong>kaikki</strong>");
    expect(text).toContain(
      '<a href="https://example.fi/ohje" rel="noopener noreferrer" target="_blank">ohje</a>',
    );
    await req("DELETE", `/api/staff/notices/${id}`, kalle);
  });

  it("lets a property manager write only for their buildings, and other roles not at all", async () => {
    const kalle = await staffSession(t, KALLE);
    const asta = await staffSession(t, ASTA);
    const ylla = await staffSession(t, YLLA);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const tapiola = await buildingId("Tapiolan Kotipuisto");

    expect((await req("POST", "/api/staff/notices", asta, notice([kirsikkapiha]))).statusCode).toBe(403);
    expect((await req("GET", "/api/staff/notices", asta)).statusCode).toBe(403);
    expect(
      (await req("POST", "/api/staff/notices", await t.login(AINO), notice([kirsikkapiha]))).statusCode,
    ).toBe(401);
    // A building not his, alone or among his: 404, and nothing written.
    expect((await req("POST", "/api/staff/notices", kalle, notice([tapiola]))).statusCode).toBe(404);
    expect(
      (
        await req("POST", "/api/staff/events", kalle, {
          ...notice([kirsikkapiha, tapiola]),
          audience: "building",
          startsAt: "2026-04-01T10:00:00Z",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await req("POST", "/api/staff/notices", kalle, notice(["00000000-0000-4000-8000-000000000000"])))
        .statusCode,
    ).toBe(404);

    // The administrator's notice for Tapiola is not Kalle's to see, change or withdraw.
    const admins = await req("POST", "/api/staff/notices", ylla, notice([tapiola]));
    expect(admins.statusCode, admins.body).toBe(201);
    const id = admins.json().data.id;
    expect((await req("GET", `/api/staff/notices/${id}`, kalle)).statusCode).toBe(404);
    const { updatedAt } = (await req("GET", `/api/staff/notices/${id}`, ylla)).json().data;
    const version = { updatedAt };
    expect(
      (await req("PUT", `/api/staff/notices/${id}`, kalle, { ...notice([kirsikkapiha]), ...version }))
        .statusCode,
    ).toBe(404);
    expect((await req("DELETE", `/api/staff/notices/${id}`, kalle)).statusCode).toBe(404);
    const listed = (await req("GET", "/api/staff/notices", kalle))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(listed).not.toContain(id);
    // A notice is an event's id only as a notice.
    expect((await req("GET", `/api/staff/events/${id}`, ylla)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/staff/notices/${id}`, ylla)).statusCode).toBe(204);

    // Bad bodies: field errors, never 500.
    const bad = await req("POST", "/api/staff/notices", kalle, {
      title: { fi: "", en: "x".repeat(201) },
      text: { fi: "a" },
      buildingIds: ["nope"],
      expiresAt: "yesterday",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      "title.fi": "validation.required",
      "title.en": "validation.tooLong",
      "text.en": "validation.required",
      "buildingIds.0": "validation.invalid",
      expiresAt: "validation.invalid",
    });
    const backwards = await req("POST", "/api/staff/notices", kalle, {
      ...notice([kirsikkapiha]),
      publishAt: "2026-03-10T00:00:00Z",
      expiresAt: "2026-03-01T00:00:00Z",
    });
    expect(backwards.json().fields).toEqual({ expiresAt: "validation.invalid" });
  });

  it("shows a write to the building's lists at once, whoever makes it, and a timed change within LIST_TTL_MS", async () => {
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const before = noticesResponse.parse((await get("/api/notices", AINO)).json());
    const bulletinsBefore = (await get("/api/notices/bulletins", AINO)).json().data;
    const at = t.clock.now.getTime();
    // Written straight into the database, as another server or an operator would: no cache of this
    // server is told, the generation the triggers bump is what shows it.
    const post = (title: string, publishAt: number) => ({
      kind: "notice" as const,
      titleFi: title,
      titleEn: title,
      textFi: "<p>Teksti</p>",
      textEn: "<p>Text</p>",
      urgent: true,
      publishAt: new Date(publishAt),
    });
    const [now, soon] = await t.database.db
      .insert(companyPosts)
      .values([post("Suoraan kantaan", at - 60_000), post("Pian julki", at + 5_000)])
      .returning({ id: companyPosts.id });
    await t.database.db.insert(companyPostBuildings).values([
      { postId: now!.id, buildingId: kirsikkapiha },
      { postId: soon!.id, buildingId: kirsikkapiha },
    ]);
    const saved = t.clock.now;
    try {
      const after = noticesResponse.parse((await get("/api/notices", AINO)).json());
      expect(after.total).toBe(before.total + 1);
      expect(after.data[0]!.id).toBe(now!.id);
      const bulletins = (await get("/api/notices/bulletins", AINO)).json().data;
      expect(bulletins.map((n: { id: string }) => n.id)).toEqual([
        now!.id,
        ...bulletinsBefore.map((n: { id: string }) => n.id),
      ]);
      // The scheduled one shows once its time has come, within LIST_TTL_MS, with nothing written.
      t.clock.now = new Date(at + 5_000 + LIST_TTL_MS);
      const timed = noticesResponse.parse((await get("/api/notices", AINO)).json());
      expect(timed.total).toBe(before.total + 2);
      expect(timed.data[0]!.id).toBe(soon!.id);
    } finally {
      t.clock.now = saved;
      await t.database.db.delete(companyPosts).where(sql`${companyPosts.id} in (${now!.id}, ${soon!.id})`);
    }
    expect(noticesResponse.parse((await get("/api/notices", AINO)).json()).total).toBe(before.total);
  });

  it("bumps the notices generation on every write to what the lists show", async () => {
    const generation = async () =>
      (await t.database.db.select().from(noticesGeneration).where(eq(noticesGeneration.id, 1)))[0]!
        .generation;
    for (const table of [
      "company_posts",
      "company_post_buildings",
      "documents",
      "committee_forms",
      "committee_buildings",
    ]) {
      const was = await generation();
      // A statement changing nothing still bumps it: statement triggers, not row triggers.
      await t.database.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await generation(), table).toBe(was + 1);
    }
  });

  it("lets only a tenant's session into the building lists: 401 without one, 403 for staff", async () => {
    const lists = ["/api/notices", "/api/events", "/api/notices/bulletins", "/api/events/upcoming"];
    const staff = await staffSession(t, KALLE);
    for (const url of lists) {
      const none = await t.app.inject({ method: "GET", url });
      const malformed = await t.app.inject({
        method: "GET",
        url,
        headers: { authorization: "Bearer x'; --" },
      });
      // Well-formed but unknown: read in the batch, found nowhere.
      const unknown = await req("GET", url, "A".repeat(43));
      expect([url, none.statusCode, malformed.statusCode, unknown.statusCode]).toEqual([url, 401, 401, 401]);
      expect([url, (await req("GET", url, staff)).statusCode]).toEqual([url, 403]);
    }
  });

  it("answers each of many tenants reading at once with their own building's lists", async () => {
    const tokens = { aino: await t.login(AINO), sanna: await t.login(SANNA), pekka: await t.login(PEKKA) };
    const totals = {
      aino: noticesResponse.parse((await req("GET", "/api/notices", tokens.aino)).json()).total,
      sanna: noticesResponse.parse((await req("GET", "/api/notices", tokens.sanna)).json()).total,
    };
    expect(totals.aino).toBeGreaterThan(0);
    expect(totals.sanna).toBe(0);
    // 60 requests at once, read in shared statements: each answer is its own tenant's building.
    const who = Array.from({ length: 60 }, (_, k) => (["aino", "sanna", "pekka"] as const)[k % 3]!);
    const answers = await Promise.all(
      who.map((name, k) =>
        req("GET", k % 2 ? "/api/notices" : "/api/events?eventPage=1", tokens[name]).then((r) => ({
          name,
          path: k % 2 ? "notices" : "events",
          status: r.statusCode,
          total: (r.json() as { total: number }).total,
        })),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      if (a.path === "notices") expect(a.total, a.name).toBe(a.name === "sanna" ? 0 : totals.aino);
      else if (a.name === "sanna") expect(a.total).toBe(0);
      else expect(a.total).toBeGreaterThan(0);
    }
  });

  it("publishes an urgent notice that the building's tenants see in the list and as a bulletin, and audits it", async () => {
    const kalle = await staffSession(t, KALLE);
    const created = await req("POST", "/api/staff/notices", kalle, {
      ...notice([await buildingId("Kirsikkapiha")]),
      title: { fi: "Sähkökatko nyt", en: "Power cut now" },
      urgent: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const list = noticesResponse.parse((await get("/api/notices", VILLE)).json());
    expect(list.data[0]).toMatchObject({ id, formData: { urgent: true, title: { en: "Power cut now" } } });
    const bulletins = (await get("/api/notices/bulletins", AINO))
      .json()
      .data.map((n: { id: string }) => n.id);
    expect(bulletins[0]).toBe(id);
    expect((await get("/api/notices/bulletins", SANNA)).json().data).toEqual([]);

    const { updatedAt } = (await req("GET", `/api/staff/notices/${id}`, kalle)).json().data;
    const edited = await req("PUT", `/api/staff/notices/${id}`, kalle, {
      ...notice([await buildingId("Kirsikkapiha")]),
      updatedAt,
      title: { fi: "Sähkökatko ohi", en: "Power is back" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ urgent: false, title: { en: "Power is back" } });
    expect(
      (await get("/api/notices/bulletins", AINO)).json().data.map((n: { id: string }) => n.id),
    ).not.toContain(id);

    expect((await req("DELETE", `/api/staff/notices/${id}`, kalle)).statusCode).toBe(204);
    expect((await get(`/api/notices/${id}`, AINO)).statusCode).toBe(404);
    const actions = (
      await t.database.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog)
    )
      .filter((row) => (row.details as { id?: string }).id === id)
      .map((row) => row.action);
    expect(actions).toEqual(["notice_written", "notice_written", "notice_withdrawn"]);
  });

  it("keeps an urgent notice a bulletin until the tenant has read it, each tenant for themselves", async () => {
    const kalle = await staffSession(t, KALLE);
    const created = await req("POST", "/api/staff/notices", kalle, {
      ...notice([await buildingId("Kirsikkapiha")]),
      title: { fi: "Hissi seis", en: "Lift stopped" },
      urgent: true,
    });
    const id: string = created.json().data.id;
    const bulletinIds = async (email: string) =>
      (await get("/api/notices/bulletins", email)).json().data.map((n: { id: string }) => n.id);
    expect(await bulletinIds(AINO)).toContain(id);

    // Staff viewing Aino's pages see her bulletins but cannot mark one read for her.
    const viewing = await staffSession(t, ASTA, AINO);
    const viewed = await req("GET", "/api/notices/bulletins", viewing);
    expect(viewed.json().data.map((n: { id: string }) => n.id)).toContain(id);
    expect((await req("POST", `/api/notices/${id}/read`, viewing)).statusCode).toBe(403);

    const aino = await t.login(AINO);
    const read = await req("POST", `/api/notices/${id}/read`, aino);
    expect(read.statusCode, read.body).toBe(204);
    expect((await req("POST", `/api/notices/${id}/read`, aino)).statusCode).toBe(204);
    expect(await bulletinIds(AINO)).not.toContain(id);
    // Her co-tenant and her neighbour have not read it: it stays theirs.
    expect(await bulletinIds(VILLE)).toContain(id);
    expect(await bulletinIds(PEKKA)).toContain(id);
    // Still a notice of hers, in the list and on its page.
    expect((await get(`/api/notices/${id}`, AINO)).statusCode).toBe(200);

    // Not a notice of her building's list, or not an id: 404; nothing kept.
    const elsewhere = await req("POST", "/api/staff/notices", kalle, {
      ...notice([await buildingId("Tikkurilan Lähde")]),
      urgent: true,
    });
    const otherId: string = elsewhere.json().data.id;
    expect((await req("POST", `/api/notices/${otherId}/read`, aino)).statusCode).toBe(404);
    expect((await req("POST", `/api/notices/abc/read`, aino)).statusCode).toBe(404);
    expect((await req("POST", `/api/notices/${id}/read`, kalle)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/notices/${id}/read` })).statusCode).toBe(401);
    const marks = await t.database.db.select().from(noticeReads);
    expect(marks.map((m) => m.postId)).toEqual([id]);

    // Withdrawn, the notice takes its read marks with it.
    for (const post of [id, otherId])
      expect((await req("DELETE", `/api/staff/notices/${post}`, kalle)).statusCode).toBe(204);
    expect(await t.database.db.select().from(noticeReads)).toEqual([]);
  });

  it("tells the building's water cut with the same hours in its bulletin and in a tenant's notification", async () => {
    const hours = (text: string) => /klo (\d{1,2}–\d{1,2})/.exec(text)?.[1];
    const bulletin = (await get("/api/notices/bulletins", PEKKA))
      .json()
      .data.find(
        (n: { formData: { title: { fi: string } } }) => n.formData.title.fi === "Vesikatko torstaina",
      );
    const notification = (await get("/api/notifications", PEKKA))
      .json()
      .notifications.find(
        (n: { notificationMeta: { title?: { fi: string } } | null }) =>
          n.notificationMeta?.title?.fi === "Vesikatko torstaina",
      );
    const inBulletin = hours(bulletin.formData.text.fi);
    expect(inBulletin).toMatch(/^\d/);
    expect(hours(notification.notificationMeta.body.fi)).toBe(inBulletin);
    // And in English: "from 9 to 12" in both.
    const english = (text: string) => /from (\d{1,2} to \d{1,2})/.exec(text)?.[1];
    expect(english(notification.notificationMeta.body.en)).toBe(english(bulletin.formData.text.en));
  });

  it("lists events not yet over, past ones apart, by audience, with the home cards and an .ics file", async () => {
    const upcoming = eventsResponse.parse((await get("/api/events", AINO)).json());
    const past = eventsResponse.parse((await get("/api/events?when=past", AINO)).json());
    // 9 of the company's and the committee's approved invitation, each in one of the two lists.
    expect(upcoming.total + past.total).toBe(10);
    expect(upcoming.total).toBe(6);
    const now = t.clock.now.getTime();
    const company = (list: typeof upcoming) =>
      list.data.flatMap((e) =>
        e.formType === "CompanyEvent"
          ? [
              {
                start: Date.parse(e.formData.startsAt),
                end: Date.parse(e.formData.endsAt ?? e.formData.startsAt),
              },
            ]
          : [],
      );
    // Not yet over, soonest first; none of them over.
    expect(company(upcoming).every((e) => e.end >= now)).toBe(true);
    const soon = company(upcoming).map((e) => e.start);
    expect(soon).toEqual([...soon].sort((a, b) => a - b));
    expect(upcoming.data.some((e) => e.formType === "EventInvite")).toBe(true);
    // Over, latest first.
    expect(company(past).every((e) => e.end < now)).toBe(true);
    const before = company(past).map((e) => e.start);
    expect(before).toEqual([...before].sort((a, b) => b - a));
    expect(past.data.map((e) => e.id)).not.toEqual(expect.arrayContaining([upcoming.data[0]!.id]));
    expect((await get("/api/events?when=upcoming", AINO)).json()).toEqual(upcoming);

    const building = eventsResponse.parse((await get("/api/events?audience=building", AINO)).json());
    expect(
      building.data.every((e) => e.formType === "CompanyEvent" && e.formData.audience === "building"),
    ).toBe(true);
    expect(building.total).toBe(3);
    const buildingPast = eventsResponse.parse(
      (await get("/api/events?audience=building&when=past", AINO)).json(),
    );
    expect(buildingPast.total).toBe(2);
    expect((await get("/api/events?audience=everyone&when=soon", AINO)).json()).toEqual({
      error: "VALIDATION",
      fields: { audience: "validation.invalid", when: "validation.invalid" },
    });

    const cards = (await get("/api/events/upcoming", AINO)).json().data;
    expect(
      cards.buildingEvents.map((e: { formData: { title: { fi: string } } }) => e.formData.title.fi),
    ).toEqual(["Pihatalkoot", "Väestönsuojan tarkastus", "Vesimittarien vaihto"]);
    expect(cards.residentEvents.map((e: { formType: string }) => e.formType)).toEqual([
      "CompanyEvent",
      "EventInvite",
      "CompanyEvent",
    ]);
    expect((await get("/api/events/upcoming", SANNA)).json().data).toEqual({
      buildingEvents: [],
      residentEvents: [],
    });

    const event = building.data[0]!;
    const ics = await get(`/api/events/${event.id}/calendar?lang=en`, AINO);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ics.headers["content-disposition"]).toBe('attachment; filename="event.ics"');
    expect(ics.headers["x-content-type-options"]).toBe("nosniff");
    const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent("vevent")!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe("Yard clean-up day");
    expect(parsed.location).toBe("Piha");
    expect(parsed.description).toBe("Raking and planting flowers. Coffee served.");
    expect(parsed.startDate.toJSDate().toISOString()).toBe(
      event.formType === "CompanyEvent" && event.formData.startsAt,
    );

    // The same file in Finnish (the default) and in Swedish.
    for (const [lang, file, summary, description] of [
      ["fi", "tapahtuma.ics", "Pihatalkoot", "Haravoidaan ja istutetaan kukkia. Kahvit tarjolla."],
      ["sv", "evenemang.ics", "Gårdstalko", "Vi krattar och planterar blommor. Kaffe serveras."],
    ] as const) {
      const file_ = await get(`/api/events/${event.id}/calendar?lang=${lang}`, AINO);
      expect(file_.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
      const inLanguage = new ICAL.Event(
        new ICAL.Component(ICAL.parse(file_.body)).getFirstSubcomponent("vevent")!,
      );
      expect([inLanguage.summary, inLanguage.description]).toEqual([summary, description]);
    }
  });

  it("groups the home folder's documents by cost centre, building and apartment, each the tenant's own", async () => {
    const res = await get("/api/documents", AINO);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const names = (links: { name: string }[]) => links.map((l) => l.name);
    expect(names(data.costCenterLinks)).toEqual(["Järjestyssäännöt"]);
    expect(names(data.buildingLinks)).toEqual(["Jätehuolto-ohje", "Saunan käyttöohje"]);
    expect(names(data.apartmentLinks)).toEqual(["Muuttotarkastus"]);
    expect(data.buildingLinks[0]).toMatchObject({
      Folder1: "home",
      Folder2: "Ohjeet",
      creationDate: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      href: expect.stringMatching(/^\/api\/documents\/[0-9a-f-]{36}\/file$/),
    });
    // The co-tenant sees the apartment's; a neighbour only the building's and the cost centre's.
    expect(names((await get("/api/documents", VILLE)).json().data.apartmentLinks)).toEqual([
      "Muuttotarkastus",
    ]);
    const pekka = (await get("/api/documents", PEKKA)).json().data;
    expect(pekka.apartmentLinks).toEqual([]);
    expect(names(pekka.buildingLinks)).toEqual(["Jätehuolto-ohje", "Saunan käyttöohje"]);
    expect((await get(data.apartmentLinks[0].href, PEKKA)).statusCode).toBe(404);

    const file = await get(data.apartmentLinks[0].href, AINO);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Muuttotarkastus.pdf"; filename*=UTF-8''Muuttotarkastus.pdf`,
    );
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("serves a stored file that is not a PDF only as a download", async () => {
    const key = "documents/not-a-pdf.pdf";
    await t.files.put(key, Buffer.from("<html><script>alert(1)</script></html>"), "application/pdf");
    const [row] = await t.database.db
      .insert(documents)
      .values({
        buildingId: await buildingId("Kirsikkapiha"),
        folder: "home",
        name: 'Ohje "<b>"; x=1',
        storageKey: key,
        size: 38,
      })
      .returning({ id: documents.id });
    const res = await get(`/api/documents/${row!.id}/file`, AINO);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="Ohje b x=1\.pdf"; filename\*=UTF-8''/,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    await t.database.db.delete(documents).where(eq(documents.id, row!.id));
  });

  it("takes a staff member's PDF into a folder of their building, and refuses other bytes and other buildings", async () => {
    const kalle = await staffSession(t, KALLE);
    const asta = await staffSession(t, ASTA);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const tapiola = await buildingId("Tapiolan Kotipuisto");
    const upload = (token: string, fields: Record<string, string>, data: Buffer, filename = "ohje.pdf") => {
      const body = multipartBody(fields, [{ field: "file", filename, contentType: "application/pdf", data }]);
      return t.app.inject({
        method: "POST",
        url: "/api/staff/documents",
        headers: { ...t.bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const fields = { buildingId: kirsikkapiha, folder: "home", subfolder: "Ohjeet", name: "Pesutuvan ohje" };
    const pdf = onePagePdf("Pesutuvan ohje", ["Koneet ovat käytössä klo 7–22."]);

    expect((await upload(asta, fields, pdf)).statusCode).toBe(403);
    expect((await upload(kalle, { ...fields, buildingId: tapiola }, pdf)).statusCode).toBe(404);
    const png = await upload(kalle, fields, await photo());
    expect(png.statusCode).toBe(400);
    expect(png.json().fields).toEqual({ file: "validation.notPdf" });
    const html = await upload(kalle, fields, Buffer.from("%PDX-<html><script>alert(1)</script>"));
    expect(html.json().fields).toEqual({ file: "validation.notPdf" });
    const noName = await upload(kalle, { ...fields, name: "", folder: "secret" }, pdf);
    expect(noName.json().fields).toEqual({ name: "validation.required", folder: "validation.invalid" });

    const created = await upload(kalle, fields, pdf);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const links = (await get("/api/documents", AINO)).json().data.buildingLinks;
    expect(links.map((l: { name: string }) => l.name)).toContain("Pesutuvan ohje");
    expect((await get("/api/documents", SANNA)).json().data.buildingLinks).toEqual([]);
    const listed = await req("GET", `/api/staff/documents?buildingId=${kirsikkapiha}`, kalle);
    expect(listed.json().data.map((d: { id: string }) => d.id)).toContain(id);
    expect((await req("GET", `/api/staff/documents?buildingId=${tapiola}`, kalle)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/staff/documents/${id}`, kalle)).statusCode).toBe(204);
    expect((await get(`/api/documents/${id}/file`, AINO)).statusCode).toBe(404);
  });

  it("lets search find the building's notices and events, and nothing of another building", async () => {
    const find = async (email: string, q: string, lang = "fi") =>
      (await get(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`, email)).json() as {
        groups: { kind: string; results: { id: string; title: string; path: string; snippet: string }[] }[];
      };
    const aino = await find(AINO, "vesikatko");
    const notices = aino.groups.find((g) => g.kind === "notice")!;
    expect(notices.results[0]).toMatchObject({
      title: "Vesikatko torstaina",
      path: expect.stringMatching(/^\/taloni\/tiedotteet\/[0-9a-f-]{36}$/),
    });
    const events = (await find(AINO, "pihatalkoot")).groups.find((g) => g.kind === "event")!;
    expect(events.results[0]).toMatchObject({
      title: "Pihatalkoot",
      path: expect.stringMatching(/^\/taloni\/talon-tapahtumat\/[0-9a-f-]{36}$/),
    });
    expect(
      (await find(AINO, "water cut", "en")).groups.find((g) => g.kind === "notice")?.results[0]?.title,
    ).toBe("Water cut on Thursday");
    // In Swedish by its Swedish words, stemmed as Swedish (vattenavbrott finds vattenavbrottet too).
    expect(
      (await find(AINO, "vattenavbrott", "sv")).groups.find((g) => g.kind === "notice")?.results[0]?.title,
    ).toBe("Vattenavbrott på torsdag");
    for (const q of ["vesikatko", "pihatalkoot", "asukasilta"]) {
      const sanna = await find(SANNA, q);
      expect(
        sanna.groups.filter((g) => g.kind === "notice" || g.kind === "event"),
        q,
      ).toEqual([]);
    }
  });

  it("lists the committee's approved forms with the fields their headlines need, only in its building", async () => {
    const notices = [
      ...noticesResponse.parse((await get("/api/notices", AINO)).json()).data,
      ...noticesResponse.parse((await get("/api/notices?p=2", AINO)).json()).data,
    ];
    const minutes = notices.find((n) => n.formType === "MeetingMinutes");
    expect(minutes).toMatchObject({
      formState: "Published",
      formData: { name: "Asukastoimikunnan kevätkokous" },
    });
    // The action plan awaits approval: not a notice yet.
    expect(notices.some((n) => n.formType === "ActionPlan")).toBe(false);
    expect((await get(`/api/notices/${minutes!.id}`, AINO)).json().data.formType).toBe("MeetingMinutes");
    expect((await get(`/api/notices/${minutes!.id}`, SANNA)).statusCode).toBe(404);

    const resident = eventsResponse.parse((await get("/api/events?audience=resident", AINO)).json()).data;
    const invite = resident.find((e) => e.formType === "EventInvite")!;
    expect(invite.formData).toMatchObject({
      name: "Kevään pihatalkoot",
      time: "10:00",
      eventType: "CommunityWorkDay",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const building = eventsResponse.parse((await get("/api/events?audience=building", AINO)).json()).data;
    expect(building.some((e) => e.formType === "EventInvite")).toBe(false);
    expect((await get(`/api/events/${invite.id}`, SANNA)).statusCode).toBe(404);

    // Its calendar file starts at 10:00 in Helsinki.
    const ics = await get(`/api/events/${invite.id}/calendar`, AINO);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent("vevent")!);
    const start = event.startDate.toJSDate();
    expect(
      new Intl.DateTimeFormat("fi-FI", {
        timeZone: "Europe/Helsinki",
        hour: "2-digit",
        minute: "2-digit",
      }).format(start),
    ).toBe("10.00");
    expect(event.summary).toBe("Kevään pihatalkoot");
  });
});
