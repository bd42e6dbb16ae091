import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffApartmentsResponse } from "@portal/schemas/notices";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { documents } from "../../db/schema/notices.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { onePagePdf } from "../../seed/demo-files.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { multipartBody } from "../faults/faults-test-client.ts";

const AINO = "aino.asukas@example.fi";
/** Another apartment of Aino's building. */
const PEKKA = "pekka.puhelin@example.fi";
/** Property manager of Kirsikkapiha and Tikkurilan Lähde, not of Tapiolan Kotipuisto. */
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
/** Customer service: no document permission. */
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
/** Administrator of every building. */
const YLLA = "ylla.pitaja@kotikallio.example.fi";
/** Tikkurilan Lähde: another building. */
const SANNA = "suojattu.asukas@example.fi";

describe.each(testDatabases)("staff documents by apartment and conditional edits on $name", (target) => {
  const t = useTestApp(target);
  const req = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });

  async function buildingId(name: string): Promise<string> {
    const [row] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, name));
    return row!.id;
  }

  async function homeOf(email: string): Promise<{ id: string; number: string }> {
    const [row] = await t.database.db
      .select({ id: apartments.id, number: apartments.apartmentNumber })
      .from(userAccounts)
      .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
      .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
      .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
      .where(and(eq(userAccounts.email, email), isNull(contracts.endDate)));
    return row!;
  }

  async function anyApartmentOf(building: string): Promise<string> {
    const [row] = await t.database.db
      .select({ id: apartments.id })
      .from(apartments)
      .where(eq(apartments.buildingId, building))
      .limit(1);
    return row!.id;
  }

  it("lists a building's apartments only to staff with the document permission in that building", async () => {
    const kalle = await staffSession(t, KALLE);
    const asta = await staffSession(t, ASTA);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const tapiola = await buildingId("Tapiolan Kotipuisto");
    const aino = await homeOf(AINO);

    const listed = await req("GET", `/api/staff/buildings/${kirsikkapiha}/apartments`, kalle);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = staffApartmentsResponse.parse(listed.json()).data;
    expect(rows).toContainEqual(aino);
    const numbers = rows.map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort());

    // Another building's apartments: 404, whether the building exists or not.
    expect((await req("GET", `/api/staff/buildings/${tapiola}/apartments`, kalle)).statusCode).toBe(404);
    expect(
      (await req("GET", "/api/staff/buildings/00000000-0000-4000-8000-000000000000/apartments", kalle))
        .statusCode,
    ).toBe(404);
    expect((await req("GET", "/api/staff/buildings/nope/apartments", kalle)).statusCode).toBe(400);
    // The wrong role: 403; a tenant session: 401.
    expect((await req("GET", `/api/staff/buildings/${kirsikkapiha}/apartments`, asta)).statusCode).toBe(403);
    expect(
      (await req("GET", `/api/staff/buildings/${kirsikkapiha}/apartments`, await t.login(AINO))).statusCode,
    ).toBe(401);
  });

  it("files a PDF under one apartment, which only that apartment's tenants see", async () => {
    const kalle = await staffSession(t, KALLE);
    const asta = await staffSession(t, ASTA);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const tapiola = await buildingId("Tapiolan Kotipuisto");
    const aino = await homeOf(AINO);
    const upload = (token: string, fields: Record<string, string>) => {
      const body = multipartBody(fields, [
        {
          field: "file",
          filename: "tarkastus.pdf",
          contentType: "application/pdf",
          data: onePagePdf("Huoneistotarkastus", ["Asunnon kunto tarkastettu."]),
        },
      ]);
      return t.app.inject({
        method: "POST",
        url: "/api/staff/documents",
        headers: { ...t.bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const fields = {
      buildingId: kirsikkapiha,
      apartmentId: aino.id,
      folder: "home",
      subfolder: "Asunto",
      name: "Huoneistotarkastus",
    };

    expect((await upload(asta, fields)).statusCode).toBe(403);
    // An apartment of another building, named with his building or with its own: 404.
    const elsewhere = await anyApartmentOf(tapiola);
    expect((await upload(kalle, { ...fields, apartmentId: elsewhere })).statusCode).toBe(404);
    expect((await upload(kalle, { ...fields, buildingId: tapiola, apartmentId: elsewhere })).statusCode).toBe(
      404,
    );

    const created = await upload(kalle, fields);
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data;
    expect(document).toMatchObject({ apartmentId: aino.id, buildingId: null, name: "Huoneistotarkastus" });

    const mine = (await req("GET", "/api/documents", await t.login(AINO))).json().data;
    expect(mine.apartmentLinks.map((l: { name: string }) => l.name)).toContain("Huoneistotarkastus");
    expect(mine.buildingLinks.map((l: { name: string }) => l.name)).not.toContain("Huoneistotarkastus");
    const neighbour = (await req("GET", "/api/documents", await t.login(PEKKA))).json().data;
    expect(
      [...neighbour.apartmentLinks, ...neighbour.buildingLinks].map((l: { name: string }) => l.name),
    ).not.toContain("Huoneistotarkastus");
    expect((await req("GET", `/api/documents/${document.id}/file`, await t.login(PEKKA))).statusCode).toBe(
      404,
    );
    expect((await req("GET", `/api/documents/${document.id}/file`, await t.login(AINO))).statusCode).toBe(
      200,
    );

    const listed = await req("GET", `/api/staff/documents?buildingId=${kirsikkapiha}`, kalle);
    expect(listed.json().data.map((d: { id: string }) => d.id)).toContain(document.id);
    expect((await req("DELETE", `/api/staff/documents/${document.id}`, kalle)).statusCode).toBe(204);
    expect(await t.database.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
  });

  it("files a PDF for the whole building when no apartment is chosen, which every household of it sees", async () => {
    const kalle = await staffSession(t, KALLE);
    const admin = await staffSession(t, YLLA);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const pdf = onePagePdf("Pihan säännöt", ["Pihalla ei pysäköidä."]);
    const upload = (token: string, fields: Record<string, string>) => {
      const body = multipartBody(fields, [
        { field: "file", filename: "saannot.pdf", contentType: "application/pdf", data: pdf },
      ]);
      return t.app.inject({
        method: "POST",
        url: "/api/staff/documents",
        headers: { ...t.bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    // The console's default choice sends the apartment field empty: the building's own folder.
    const base = { buildingId: kirsikkapiha, apartmentId: "", folder: "home", subfolder: "" };
    const byManager = await upload(kalle, { ...base, name: "Pihan säännöt" });
    expect(byManager.statusCode, byManager.body).toBe(201);
    expect(byManager.json().data).toMatchObject({ buildingId: kirsikkapiha, apartmentId: null });
    const byAdmin = await upload(admin, { ...base, name: "Pihan säännöt (ylläpito)" });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);

    // Both households of the building see them; a tenant of another building does not.
    for (const email of [AINO, PEKKA]) {
      const links = (await req("GET", "/api/documents", await t.login(email))).json().data.buildingLinks;
      expect(
        links.map((l: { name: string }) => l.name),
        email,
      ).toEqual(expect.arrayContaining(["Pihan säännöt", "Pihan säännöt (ylläpito)"]));
    }
    const elsewhere = (await req("GET", "/api/documents", await t.login(SANNA))).json().data;
    expect(elsewhere.buildingLinks.map((l: { name: string }) => l.name)).not.toContain("Pihan säännöt");
    for (const created of [byManager, byAdmin])
      expect((await req("DELETE", `/api/staff/documents/${created.json().data.id}`, kalle)).statusCode).toBe(
        204,
      );
  });

  it("answers a malformed multipart upload with 4xx, never 500, and stores nothing", async () => {
    const kalle = await staffSession(t, KALLE);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const count = async () => (await t.database.db.select({ id: documents.id }).from(documents)).length;
    const before = await count();
    const good = multipartBody({ buildingId: kirsikkapiha, folder: "home", name: "Ohje" }, [
      {
        field: "file",
        filename: "ohje.pdf",
        contentType: "application/pdf",
        data: onePagePdf("Ohje", ["Teksti."]),
      },
    ]);
    const attempts = {
      "no boundary": { headers: { "content-type": "multipart/form-data" }, payload: good.payload },
      "wrong boundary": {
        headers: { "content-type": "multipart/form-data; boundary=toinen" },
        payload: good.payload,
      },
      garbage: {
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: Buffer.from("garbage"),
      },
      "cut short": { headers: good.headers, payload: good.payload.subarray(0, good.payload.length - 40) },
      "cut in a field": { headers: good.headers, payload: good.payload.subarray(0, 60) },
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/staff/documents",
        headers: { ...t.bearer(kalle), ...attempt.headers },
        payload: attempt.payload,
      });
      expect([name, res.statusCode], res.body).toEqual([name, 400]);
    }
    expect(await count()).toBe(before);
  });

  it("takes one of two edits made to the same version and refuses the other with 409", async () => {
    const kalle = await staffSession(t, KALLE);
    const kirsikkapiha = await buildingId("Kirsikkapiha");
    const body = {
      title: { fi: "Pihan asfaltointi", sv: "Gården asfalteras", en: "Yard paving" },
      text: {
        fi: "<p>Piha asfaltoidaan.</p>",
        sv: "<p>Gården asfalteras.</p>",
        en: "<p>The yard is paved.</p>",
      },
      buildingIds: [kirsikkapiha],
    };
    const created = await req("POST", "/api/staff/notices", kalle, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const url = `/api/staff/notices/${id}`;
    const { updatedAt } = (await req("GET", url, kalle)).json().data;

    // A change must say which version it was made to.
    const unversioned = await req("PUT", url, kalle, body);
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().fields).toEqual({ updatedAt: "validation.required" });

    // Two colleagues save their changes to the same version at once: one wins, one hears of it.
    const [first, second] = await Promise.all([
      req("PUT", url, kalle, {
        ...body,
        title: { fi: "Asfaltointi maanantaina", en: "Paving on Monday" },
        updatedAt,
      }),
      req("PUT", url, kalle, {
        ...body,
        title: { fi: "Asfaltointi tiistaina", en: "Paving on Tuesday" },
        updatedAt,
      }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes, `${first.body} ${second.body}`).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(lost.json()).toEqual({ error: "STALE_STATE" });
    const now = (await req("GET", url, kalle)).json().data;
    expect(now.title).toEqual(won.json().data.title);
    expect(Date.parse(now.updatedAt)).toBeGreaterThan(Date.parse(updatedAt));

    // The same stale version again: still refused; made to the version now stored: taken.
    expect((await req("PUT", url, kalle, { ...body, updatedAt })).statusCode).toBe(409);
    const again = await req("PUT", url, kalle, { ...body, updatedAt: now.updatedAt });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.title).toEqual(body.title);

    // An event is versioned the same way.
    const event = await req("POST", "/api/staff/events", kalle, {
      ...body,
      audience: "building",
      startsAt: "2030-05-01T10:00:00Z",
    });
    const eventUrl = `/api/staff/events/${event.json().data.id}`;
    const eventVersion = (await req("GET", eventUrl, kalle)).json().data.updatedAt;
    const change = {
      ...body,
      audience: "resident",
      startsAt: "2030-05-02T10:00:00Z",
      updatedAt: eventVersion,
    };
    expect((await req("PUT", eventUrl, kalle, change)).statusCode).toBe(200);
    expect((await req("PUT", eventUrl, kalle, change)).statusCode).toBe(409);

    expect((await req("DELETE", url, kalle)).statusCode).toBe(204);
    expect((await req("DELETE", eventUrl, kalle)).statusCode).toBe(204);
    // Gone: a change to it is 404, not 409.
    expect((await req("PUT", url, kalle, { ...body, updatedAt: now.updatedAt })).statusCode).toBe(404);
  });
});
