import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_FEEDBACK, PAYMENT_PLAN_PROPOSAL } from "@portal/schemas/messages.constants";
import { contactRequests } from "../../db/schema/messages.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { CONTACT_REQUESTS_PER_HOUR } from "./messages.service.ts";

const AINO = "aino.asukas@example.fi";
const valid = {
  ...PAYMENT_PLAN_PROPOSAL,
  subject: "  Maksusuunnitelma  ",
  content: "Maksaisin velan kolmessa erässä: 400 € kuussa.",
  language: "fi",
};

describe.each(testDatabases)("contact requests on $name", (target) => {
  const t = useTestApp(target);
  const post = async (body: unknown, email = AINO) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact-request",
      headers: t.bearer(await t.login(email)),
      payload: body as object,
    });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact-request", payload: valid });
    expect(res.statusCode).toBe(401);
  });

  it("stores the payment-plan proposal for the signed-in tenant", async () => {
    const res = await post(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, id: expect.any(String) });
    const [row] = await t.database.db
      .select({ message: contactRequests, email: userAccounts.email })
      .from(contactRequests)
      .innerJoin(userAccounts, eq(userAccounts.id, contactRequests.userId))
      .orderBy(desc(contactRequests.createdAt))
      .limit(1);
    expect(row!.email).toBe(AINO);
    expect(row!.message).toMatchObject({
      category: 473,
      subcategory: "debtrepayment",
      subject: "Maksusuunnitelma",
      status: "sent",
      language: "fi",
    });
  });

  it("takes accessibility feedback, customer service's own subtopic for it", async () => {
    const res = await post({
      ...valid,
      ...ACCESSIBILITY_FEEDBACK,
      subject: "Kontrasti",
      content: "Harmaa teksti on vaikea lukea.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, (res.json() as { id: string }).id));
    expect(row).toMatchObject({ category: 471, subcategory: "accessibility", subject: "Kontrasti" });
  });

  it("refuses bad input with a key per field", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ ...valid, category: 471 }, { subcategory: "validation.invalid" }],
      [{ ...valid, category: 471, subcategory: "faultreports" }, { subcategory: "validation.invalid" }],
      [{ ...valid, category: 999 }, { category: "validation.invalid" }],
      [{ ...valid, category: "473" }, { category: "validation.invalid" }],
      [{ ...valid, subcategory: "" }, { subcategory: "validation.required" }],
      [{ ...valid, subject: "   " }, { subject: "validation.required" }],
      [{ ...valid, content: "x".repeat(5001) }, { content: "validation.tooLong" }],
      [{ ...valid, language: "de" }, { language: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: "VALIDATION", fields });
    }
    const { category: _c, ...noCategory } = valid;
    expect((await post(noCategory)).json().fields.category).toBe("validation.required");
    expect((await post({ ...valid, extra: 1 })).statusCode).toBe(400);
  });

  it("takes each housing-advice subtopic and limits how many an account sends in an hour", async () => {
    const email = "pekka.puhelin@example.fi";
    const res = await post({ ...valid, category: 859, subcategory: "benefitapplication" }, email);
    expect(res.statusCode).toBe(200);
    for (let i = 1; i < CONTACT_REQUESTS_PER_HOUR; i++)
      expect((await post(valid, email)).statusCode).toBe(200);
    expect((await post(valid, email)).statusCode).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    expect((await post(valid, email)).statusCode).toBe(200);
  });
});
