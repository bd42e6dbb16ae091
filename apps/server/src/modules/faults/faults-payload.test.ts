import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defectNotices } from "../../db/schema/faults.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { lastOutboxMessage } from "../../test/outbox.ts";
import { multipartBody, validFields } from "./faults-test-client.ts";

const AINO = "aino.asukas@example.fi";
const PEKKA = "pekka.puhelin@example.fi";

/** The specification's payload: the fault's own fields, no phone and no language. */
const { phone: _phone, language: _language, ...specificationFields } = validFields;

describe.each(embeddedDatabase)("the specification's fault report payload on $name", (target) => {
  const t = useTestApp(target);
  const create = async (fields: Record<string, string>, email: string) => {
    const body = multipartBody(fields);
    return t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(email)) },
      payload: body.payload,
    });
  };
  const accountOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ userId: userAccounts.id, personId: userAccounts.personId })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    return row!;
  };

  it("takes the profile's phone and the account's language when the report gives neither", async () => {
    const res = await create(specificationFields, AINO);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/defect-notices/${id}`,
      headers: t.bearer(await t.login(AINO)),
    });
    // Aino's profile number, +358 40 555 1234, as every report stores it.
    expect(detail.json().phone).toBe("+358405551234");
    const notice = await lastOutboxMessage(
      t.database.db,
      "asiakaspalvelu@example.fi",
      "customer-service-fault-report",
    );
    expect(notice?.data).toMatchObject({ id, phone: "+358405551234" });

    // Empty fields, as a plain HTML form sends them, are fields not given.
    const { userId } = await accountOf(PEKKA);
    await t.database.db.update(userAccounts).set({ language: "en" }).where(eq(userAccounts.id, userId));
    const english = await create({ ...specificationFields, phone: "", language: " " }, PEKKA);
    expect(english.statusCode, english.body).toBe(201);
    const mail = await lastOutboxMessage(t.database.db, PEKKA, "fault-report-received");
    expect(mail).toMatchObject({ language: "en", data: { id: english.json().id } });

    // What the report gives wins over the profile.
    const given = await create({ ...specificationFields, phone: "050 765 4321", language: "fi" }, PEKKA);
    expect((await lastOutboxMessage(t.database.db, PEKKA, "fault-report-received"))?.language).toBe("fi");
    const givenDetail = await t.app.inject({
      method: "GET",
      url: `/api/defect-notices/${given.json().id}`,
      headers: t.bearer(await t.login(PEKKA)),
    });
    expect(givenDetail.json().phone).toBe("+358507654321");
  });

  it("asks for a phone number when neither the report nor the profile has one, and stores nothing", async () => {
    const { personId } = await accountOf(PEKKA);
    await t.database.db.update(persons).set({ phone: null }).where(eq(persons.id, personId));
    const [before] = await t.database.db.select({ n: count() }).from(defectNotices);
    const res = await create(specificationFields, PEKKA);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "VALIDATION", fields: { phone: "validation.required" } });
    const [after] = await t.database.db.select({ n: count() }).from(defectNotices);
    expect(after!.n).toBe(before!.n);
    // With a number of its own the same report goes through.
    expect((await create({ ...specificationFields, phone: "040 765 4321" }, PEKKA)).statusCode).toBe(201);
  });
});
