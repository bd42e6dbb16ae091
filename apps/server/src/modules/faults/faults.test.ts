import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defectNotices } from "../../db/schema/faults.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { SYSTEM } from "../../lib/workflow.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { lastOutboxMessage } from "../../test/outbox.ts";
import { multipartBody, photo, validFields } from "./faults-test-client.ts";
import { createFaultsRepository } from "./faults.repository.ts";
import { DEFECT_NOTICES_PER_HOUR } from "./faults.service.ts";

const AINO = "aino.asukas@example.fi";
/** Aino's co-tenant: the same apartment, the same reports. */
const VILLE = "ville.vuokralainen@example.fi";
/** Another household. */
const PEKKA = "pekka.puhelin@example.fi";

describe.each(testDatabases)("fault reports on $name", (target) => {
  const t = useTestApp(target);
  const create = async (
    fields: Record<string, string>,
    email = AINO,
    files: Parameters<typeof multipartBody>[1] = [],
  ) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(email)) },
      payload: body.payload,
    });
  };
  const get = async (url: string, email = AINO) =>
    t.app.inject({ method: "GET", url, headers: t.bearer(await t.login(email)) });

  it("needs a session", async () => {
    const body = multipartBody(validFields);
    const res = await t.app.inject({ method: "POST", url: "/api/defect-notices/create", ...body });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/defect-notices" })).statusCode).toBe(401);
  });

  it("creates a report, lists it first and shows it with history and attachments", async () => {
    const res = await create({ ...validFields, affectedArea: "public-spaces" }, AINO, [
      { filename: "hana.jpg", contentType: "image/jpeg", data: await photo() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id, status, createdAt } = res.json();
    expect(status).toBe("Sent");
    expect(createdAt).toBe(t.clock.now.toISOString());

    const list = (await get("/api/defect-notices")).json().items;
    expect(list[0]).toEqual({
      id,
      title: validFields.title,
      defectClass: "repair",
      affectedArea: "publicSpaces",
      status: "Sent",
      createdAt,
      updatedAt: createdAt,
      attachmentCount: 1,
    });
    const detail = (await get(`/api/defect-notices/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      description: validFields.description,
      hasPetsInApartment: true,
      petsDescription: validFields.petsDescription,
      masterKeyAccessAllowed: true,
      phone: "+358401234567",
      status: "Sent",
      history: [{ status: "Sent", at: createdAt }],
    });
    expect(detail.attachments).toEqual([
      {
        id: expect.any(String),
        name: "liite-1.jpg",
        contentType: "image/jpeg",
        size: expect.any(Number),
        url: `/api/defect-notices/${id}/attachments/${detail.attachments[0].id}`,
      },
    ]);
  });

  it("records each status change with its time", async () => {
    const { id } = (await create(validFields)).json();
    const repo = createFaultsRepository(t.database.db);
    const inProgressAt = new Date(t.clock.now.getTime() + 3_600_000);
    const readyAt = new Date(t.clock.now.getTime() + 7_200_000);
    const staff = { kind: "staff", staffId: crypto.randomUUID() } as const;
    const stored = async () =>
      (
        await t.database.db
          .select({ status: defectNotices.status })
          .from(defectNotices)
          .where(eq(defectNotices.id, id))
      )[0]?.status;
    expect(await stored()).toBe("sent");
    expect(await repo.moveState({ id, from: "Sent", to: "InProgress", actor: staff, at: inProgressAt })).toBe(
      true,
    );
    expect(await repo.moveState({ id, from: "InProgress", to: "Ready", actor: SYSTEM, at: readyAt })).toBe(
      true,
    );
    const detail = (await get(`/api/defect-notices/${id}`)).json();
    expect(detail.status).toBe("Ready");
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(["Sent", "InProgress", "Ready"]);
    expect(detail.history[2].at).toBe(readyAt.toISOString());
    expect(await stored()).toBe("ready");
    // The history names who moved each step: the tenant's account sent it.
    expect((await repo.history(id)).map((h) => h.actor)).toEqual([
      { kind: "tenant", userId: expect.any(String) },
      staff,
      SYSTEM,
    ]);
  });

  it("shows a report to the contract's co-tenant and keeps it from other households (404)", async () => {
    const res = await create(validFields, AINO, [
      { filename: "a.jpg", contentType: "image/jpeg", data: await photo() },
    ]);
    const { id } = res.json();
    const attachment = (await get(`/api/defect-notices/${id}`)).json().attachments[0];
    expect((await get(attachment.url)).statusCode).toBe(200);
    expect((await get(`/api/defect-notices/${id}`, VILLE)).statusCode).toBe(200);
    expect((await get(`/api/defect-notices/${id}`, PEKKA)).statusCode).toBe(404);
    expect((await get(attachment.url, PEKKA)).statusCode).toBe(404);
    const pekkaList = (await get("/api/defect-notices", PEKKA)).json().items;
    expect(pekkaList.some((item: { id: string }) => item.id === id)).toBe(false);
    expect((await get(`/api/defect-notices/${id}/attachments/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get("/api/defect-notices/not-a-uuid")).statusCode).toBe(400);
  });

  it("refuses each invalid field with its key, and stores nothing", async () => {
    const { title: _t, description: _d, defectClass: _c, affectedArea: _a, phone: _p, ...rest } = validFields;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        rest,
        {
          title: "validation.required",
          description: "validation.required",
          defectClass: "validation.required",
          affectedArea: "validation.required",
        },
      ],
      [{ ...validFields, title: "   " }, { title: "validation.required" }],
      [{ ...validFields, title: "x".repeat(201) }, { title: "validation.tooLong" }],
      [{ ...validFields, description: "" }, { description: "validation.required" }],
      [{ ...validFields, defectClass: "plumbing" }, { defectClass: "validation.invalid" }],
      [{ ...validFields, affectedArea: "roof" }, { affectedArea: "validation.invalid" }],
      [{ ...validFields, phone: "soita minulle" }, { phone: "validation.phone" }],
      [{ ...validFields, phone: "040" }, { phone: "validation.phone" }],
      [{ ...validFields, language: "s" }, { language: "validation.invalid" }],
      [{ ...validFields, hasPetsInApartment: "maybe" }, { hasPetsInApartment: "validation.invalid" }],
      [{ ...validFields, petsDescription: "x".repeat(501) }, { petsDescription: "validation.tooLong" }],
      [{ ...validFields, extra: "1" }, { extra: "validation.unknownField" }],
    ];
    const before = await t.database.db.select({ n: count() }).from(defectNotices);
    for (const [fields, expected] of cases) {
      const res = await create(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 100)).toBe(400);
      expect(res.json()).toEqual({ error: "VALIDATION", fields: expected });
    }
    const after = await t.database.db.select({ n: count() }).from(defectNotices);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("drops the pet description when there are no pets", async () => {
    const { id } = (await create({ ...validFields, hasPetsInApartment: "false" })).json();
    expect((await get(`/api/defect-notices/${id}`)).json().petsDescription).toBeNull();
  });

  it("confirms by mail in the report's language and tells customer service", async () => {
    const { id } = (await create({ ...validFields, language: "en" })).json();
    const mail = await lastOutboxMessage(t.database.db, AINO, "fault-report-received");
    expect(mail).toMatchObject({ language: "en", data: { id, firstName: "Aino", title: validFields.title } });
    const notice = await lastOutboxMessage(
      t.database.db,
      "asiakaspalvelu@example.fi",
      "customer-service-fault-report",
    );
    expect(notice).toMatchObject({
      language: "fi",
      data: { id, phone: "+358401234567", attachmentCount: "0" },
    });
    expect(await t.deliverOutbox()).toBeGreaterThan(0);
    // Customer service reads names, not codes.
    const mailbox = await t.app.inject({
      method: "GET",
      url: "/sandbox/mail/messages.json?to=asiakaspalvelu@example.fi",
    });
    const sent = mailbox
      .json<{ messages: { subject: string; text: string }[] }>()
      .messages.find((m) => m.text.includes(id));
    expect(sent?.text).toContain("Vikaluokka: Korjattavaa");
    expect(sent?.text).toContain("Sijainti: Asunto");
    expect(sent?.text).toContain(`Lemmikkejä: ${validFields.petsDescription}`);
    expect(sent?.text).toContain("Yleisavaimen käyttö sallittu: kyllä");
  });

  it("takes at most the hourly limit of one account sent all at once, and never fails", async () => {
    const email = "suojattu.asukas@example.fi";
    const headers = t.bearer(await t.login(email));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => {
        const body = multipartBody(validFields);
        return t.app.inject({
          method: "POST",
          url: "/api/defect-notices/create",
          headers: { ...body.headers, ...headers },
          payload: body.payload,
        });
      }),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(DEFECT_NOTICES_PER_HOUR);
    expect(codes.filter((c) => c !== 201).every((c) => c === 429)).toBe(true);
    const [mine] = await t.database.db
      .select({ n: count() })
      .from(defectNotices)
      .innerJoin(userAccounts, eq(defectNotices.userId, userAccounts.id))
      .where(eq(userAccounts.email, email));
    expect(mine!.n).toBe(DEFECT_NOTICES_PER_HOUR);
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    expect((await create(validFields, email)).statusCode).toBe(201);
  });
});
