import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPLY_BODY_MAX } from "@portal/schemas/replies.constants";
import { buildings } from "../../db/schema/organisations.ts";
import { staffBuildings } from "../../db/schema/staff.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { createStaffRepository } from "../staff/staff.repository.ts";
import { createFaultsRepository } from "../faults/faults.repository.ts";
import { ANSWERS_PER_HOUR } from "./replies.service.ts";

const AINO = "aino.asukas@example.fi";
/** Aino's co-tenant: sees the contract's fault reports, not Aino's messages. */
const VILLE = "ville.vuokralainen@example.fi";
/** Another household. */
const PEKKA = "pekka.puhelin@example.fi";
/** A tenant with a protection order. */
const SANNA = "suojattu.asukas@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
const YLLA = "ylla.pitaja@kotikallio.example.fi";

describe.each(testDatabases)("replies to tenants on $name", (target) => {
  const t = useTestApp(target);
  const req = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });
  const tick = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  };

  /** One of Aino's seeded fault reports by its state. */
  async function ainosReport(status: string): Promise<{ id: string; title: string }> {
    const items = (await req("GET", "/api/defect-notices", await t.login(AINO))).json().items as {
      id: string;
      title: string;
      status: string;
    }[];
    const found = items.find((item) => item.status === status);
    if (!found) throw new Error(`Aino has no ${status} report`);
    return found;
  }

  /** A new message from the tenant; its id. */
  async function message(email: string, language: "fi" | "en", subject = "Pihan valot") {
    const res = await req("POST", "/api/contact-request", await t.login(email), {
      category: 471,
      subcategory: "propertymanagement",
      subject,
      content: "Pihan valot eivät syty.",
      language,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  }

  it("shows a staff reply to the tenant as text, never an internal note, and mails it in the item's language", async () => {
    const { id } = await ainosReport("InProgress");
    const asta = await staffSession(t, ASTA);
    const body = '<script>alert("x")</script>\nHuolto tulee <b>huomenna</b>.';
    tick();
    const reply = await req("POST", `/api/staff/queue/fault-reports/${id}/replies`, asta, { body });
    expect(reply.statusCode, reply.body).toBe(201);
    tick();
    const note = await req("POST", `/api/staff/queue/fault-reports/${id}/notes`, asta, {
      body: "Sisäinen: soita ensin Villelle",
    });
    expect(note.statusCode, note.body).toBe(201);

    for (const tenant of [AINO, VILLE]) {
      const token = await t.login(tenant);
      const conversation = await req("GET", `/api/defect-notices/${id}/conversation`, token);
      expect(conversation.statusCode).toBe(200);
      expect(conversation.json()).toEqual({
        items: [
          {
            id: reply.json().id,
            kind: "reply",
            body: '<script>alert("x")</script>\nHuolto tulee <b>huomenna</b>.',
            at: reply.json().at,
            from: "staff",
            firstName: "Asta",
            role: "customer_service",
          },
        ],
        canAnswer: true,
      });
      // Who answered is a first name and a role: no email, no surname, no note anywhere.
      for (const url of [
        `/api/defect-notices/${id}/conversation`,
        `/api/defect-notices/${id}`,
        "/api/defect-notices",
      ]) {
        const text = (await req("GET", url, token)).body;
        expect(text).not.toContain("Sisäinen");
        expect(text).not.toContain("kotikallio");
        expect(text).not.toContain("Asiakaspalvelu");
      }
      const detail = (await req("GET", `/api/defect-notices/${id}`, token)).json();
      expect(detail.history.at(-1)).toEqual({ status: "InProgress", at: reply.json().at, event: "reply" });
    }

    // Staff read every entry: the demo's earlier note, the reply and the new note.
    const staffView = (await req("GET", `/api/staff/queue/fault-reports/${id}/replies`, asta)).json();
    expect(staffView.items.map((i: { kind: string; author: string }) => [i.kind, i.author])).toEqual([
      ["note", "Asta Asiakaspalvelu"],
      ["reply", "Asta Asiakaspalvelu"],
      ["note", "Asta Asiakaspalvelu"],
    ]);

    const mail = await lastOutboxMessage(t.database.db, AINO, "reply-waiting");
    expect(mail).toMatchObject({
      language: "fi",
      data: { id, kind: "fault-report", firstName: "Aino", body },
    });
    expect(mail?.data.link).toMatch(new RegExp(`/asuminen/vikailmoitus/${id}$`));
    await t.deliverOutbox();
    const inbox = await t.app.inject({ method: "GET", url: `/sandbox/mail/messages.json?to=${AINO}` });
    const sent = inbox
      .json<{ messages: { subject: string; text: string; html: string }[] }>()
      .messages.find((m) => m.subject === "Vastaus vikailmoitukseesi");
    expect(sent?.text).toContain("Huolto tulee <b>huomenna</b>.");
    expect(sent?.html).toContain("&lt;script&gt;");
    expect(sent?.html).not.toContain("<script>");
  });

  it("mails the reply in English to a tenant who wrote in English", async () => {
    const id = await message(AINO, "en", "Yard lights");
    const res = await req("POST", `/api/staff/queue/messages/${id}/replies`, await staffSession(t, ASTA), {
      body: "We will fix the lights this week.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastOutboxMessage(t.database.db, AINO, "reply-waiting");
    expect(mail).toMatchObject({ language: "en", data: { id, kind: "message", title: "Yard lights" } });
    expect(mail?.data.link).toMatch(new RegExp(`/ota-yhteytta/viestit/${id}$`));
    await t.deliverOutbox();
    const inbox = await t.app.inject({ method: "GET", url: `/sandbox/mail/messages.json?to=${AINO}` });
    const sent = inbox
      .json<{ messages: { subject: string; text: string }[] }>()
      .messages.find((m) => m.text.includes(id));
    expect(sent?.subject).toBe("A reply to your message");
    expect(sent?.text).toContain("We will fix the lights this week.");
    // The conversation's entry is in the reply's language, the item's by default.
    const view = (
      await req("GET", `/api/staff/queue/messages/${id}/replies`, await staffSession(t, ASTA))
    ).json();
    expect(view).toMatchObject({ language: "en", status: "Sent", items: [{ language: "en" }] });
  });

  it("mails a protection-order tenant only that a reply is waiting, without its text", async () => {
    const id = await message(SANNA, "fi", "Naapurin häiriö");
    const res = await req("POST", `/api/staff/queue/messages/${id}/replies`, await staffSession(t, ASTA), {
      body: "Olemme olleet yhteydessä naapuriin Kirsikkapihan B-rapussa.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastOutboxMessage(t.database.db, SANNA, "reply-waiting");
    expect(mail?.data).not.toHaveProperty("body");
    expect(mail?.data).not.toHaveProperty("title");
    await t.deliverOutbox();
    const inbox = await t.app.inject({ method: "GET", url: `/sandbox/mail/messages.json?to=${SANNA}` });
    const sent = inbox
      .json<{ messages: { subject: string; text: string }[] }>()
      .messages.find((m) => m.subject === "Vastaus viestiisi");
    expect(sent?.text).toContain("Lue vastaus ja vastaa siihen Asukasportaalissa:");
    expect(sent?.text).not.toContain("naapuriin");
    expect(sent?.text).not.toContain("Naapurin häiriö");
    // The tenant reads it in the portal all the same.
    const conversation = await req("GET", `/api/contact-requests/${id}/conversation`, await t.login(SANNA));
    expect(conversation.json().items[0].body).toContain("naapuriin");
  });

  it("a tenant's answer takes a completed item back to handling, the history naming the tenant", async () => {
    const aino = await t.login(AINO);
    // Nothing to answer before a reply.
    const unanswered = await message(AINO, "fi");
    const early = await req("POST", `/api/contact-requests/${unanswered}/answers`, aino, { body: "Hei?" });
    expect([early.statusCode, early.json().error]).toEqual([409, "CONFLICT"]);

    // The demo's completed dishwasher report has customer service's reply.
    const { id } = await ainosReport("Ready");
    const before = (await req("GET", `/api/defect-notices/${id}/conversation`, aino)).json();
    expect(before).toMatchObject({ canAnswer: true, items: [{ kind: "reply", firstName: "Asta" }] });
    tick();
    const answer = await req("POST", `/api/defect-notices/${id}/answers`, aino, { body: "Vieläkin vuotaa." });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ status: "InProgress" });

    const detail = (await req("GET", `/api/defect-notices/${id}`, aino)).json();
    expect(detail.status).toBe("InProgress");
    expect(
      detail.history.slice(-4).map((h: { status: string; event?: string }) => [h.status, h.event]),
    ).toEqual([
      ["Ready", undefined],
      ["Ready", "reply"],
      ["InProgress", undefined],
      ["InProgress", "answer"],
    ]);
    const history = await createFaultsRepository(t.database.db).history(id);
    const [last] = history.slice(-1);
    expect(last).toMatchObject({ status: "inProgress", actor: { kind: "tenant" } });
    expect(last?.actor.kind === "tenant" && last.actor.userId).toBeTruthy();

    const conversation = (await req("GET", `/api/defect-notices/${id}/conversation`, aino)).json();
    expect(
      conversation.items.map((i: { kind: string; from: string; firstName: string; role: string | null }) => [
        i.kind,
        i.from,
        i.firstName,
        i.role,
      ]),
    ).toEqual([
      ["reply", "staff", "Asta", "customer_service"],
      ["answer", "tenant", "Aino", null],
    ]);

    // A second answer leaves an item in handling where it is.
    const again = await req("POST", `/api/defect-notices/${id}/answers`, aino, { body: "Ja lisäksi hana." });
    expect(again.json()).toMatchObject({ status: "InProgress" });

    // Answers sent all at once stop at the hourly limit, counted exactly.
    const burst = await Promise.all(
      Array.from({ length: ANSWERS_PER_HOUR + 5 }, (_, i) =>
        req("POST", `/api/defect-notices/${id}/answers`, aino, { body: `Viesti ${i}` }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(ANSWERS_PER_HOUR - 2);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it("refuses an oversized, empty or unknown field with 400 and field errors", async () => {
    const { id } = await ainosReport("InProgress");
    const asta = await staffSession(t, ASTA);
    const huge = "x".repeat(100_000);
    for (const [url, token, payload, field, error] of [
      [`/api/staff/queue/fault-reports/${id}/replies`, asta, { body: huge }, "body", "validation.tooLong"],
      [
        `/api/staff/queue/fault-reports/${id}/replies`,
        asta,
        { body: "x".repeat(REPLY_BODY_MAX + 1) },
        "body",
        "validation.tooLong",
      ],
      [`/api/staff/queue/fault-reports/${id}/notes`, asta, { body: huge }, "body", "validation.tooLong"],
      [`/api/staff/queue/fault-reports/${id}/replies`, asta, { body: "   " }, "body", "validation.required"],
      [
        `/api/staff/queue/fault-reports/${id}/replies`,
        asta,
        { body: "ok", language: "de" },
        "language",
        "validation.invalid",
      ],
      [
        `/api/defect-notices/${id}/answers`,
        await t.login(AINO),
        { body: huge },
        "body",
        "validation.tooLong",
      ],
    ] as const) {
      const res = await req("POST", url, token, payload);
      expect([url, res.statusCode, res.json().error]).toEqual([url, 400, "VALIDATION"]);
      expect(res.json().fields[field]).toBeTruthy();
      if (field === "body") expect(res.json().fields.body).toBe(error);
    }
    const bad = await req("POST", "/api/staff/queue/fault-reports/not-an-id/replies", asta, { body: "ok" });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another household's item and outside the staff member's buildings", async () => {
    const { id } = await ainosReport("InProgress");
    const pekka = await t.login(PEKKA);
    expect((await req("GET", `/api/defect-notices/${id}/conversation`, pekka)).statusCode).toBe(404);
    expect((await req("POST", `/api/defect-notices/${id}/answers`, pekka, { body: "Hei" })).statusCode).toBe(
      404,
    );
    const own = await message(AINO, "fi");
    const ville = await t.login(VILLE);
    expect((await req("GET", `/api/contact-requests/${own}/conversation`, ville)).statusCode).toBe(404);
    expect(
      (await req("POST", `/api/contact-requests/${own}/answers`, ville, { body: "Hei" })).statusCode,
    ).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    const asta = await staffSession(t, ASTA);
    expect(
      (await req("POST", `/api/staff/queue/messages/${missing}/replies`, asta, { body: "Hei" })).statusCode,
    ).toBe(404);

    // Kalle without Aino's building no longer reaches her report.
    const kalleId = await createStaffRepository(t.database.db).idByEmail(KALLE);
    const [kirsikkapiha] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, "Kirsikkapiha"));
    const kalle = await staffSession(t, KALLE);
    expect((await req("GET", `/api/staff/queue/fault-reports/${id}/replies`, kalle)).statusCode).toBe(200);
    const mailsBefore = await countOutboxMessages(t.database.db, AINO, "reply-waiting");
    const removed = await t.database.db
      .delete(staffBuildings)
      .where(and(eq(staffBuildings.staffId, kalleId!), eq(staffBuildings.buildingId, kirsikkapiha!.id)))
      .returning();
    try {
      for (const [method, url] of [
        ["GET", `/api/staff/queue/fault-reports/${id}/replies`],
        ["POST", `/api/staff/queue/fault-reports/${id}/replies`],
        ["POST", `/api/staff/queue/fault-reports/${id}/notes`],
      ] as const) {
        const res = await req(method, url, kalle, method === "POST" ? { body: "Hei" } : undefined);
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      expect(await countOutboxMessages(t.database.db, AINO, "reply-waiting")).toBe(mailsBefore);
    } finally {
      await t.database.db.insert(staffBuildings).values(removed);
    }
  });

  it("refuses the wrong role with 403, a tenant on staff routes with 401, and staff on tenant routes", async () => {
    const { id } = await ainosReport("InProgress");
    const msg = await message(AINO, "fi");
    const kalle = await staffSession(t, KALLE);
    // A property manager handles fault reports, not messages.
    const res = await req("POST", `/api/staff/queue/messages/${msg}/replies`, kalle, { body: "Hei" });
    expect([res.statusCode, res.json().error]).toEqual([403, "FORBIDDEN"]);
    const aino = await t.login(AINO);
    for (const [method, url] of [
      ["POST", `/api/staff/queue/fault-reports/${id}/replies`],
      ["POST", `/api/staff/queue/fault-reports/${id}/notes`],
      ["GET", `/api/staff/queue/fault-reports/${id}/replies`],
      ["GET", "/api/staff/reply-templates"],
    ] as const) {
      const r = await req(method, url, aino, method === "POST" ? { body: "Hei" } : undefined);
      // A tenant's session is no staff session at all.
      expect([url, r.statusCode]).toEqual([url, 401]);
    }
    const staffOnTenant = await req(
      "POST",
      `/api/defect-notices/${id}/answers`,
      await staffSession(t, ASTA),
      {
        body: "Hei",
      },
    );
    expect(staffOnTenant.statusCode).toBe(403);
    // Viewing Aino's pages read-only: the conversation reads, the answer is refused.
    const viewing = await staffSession(t, ASTA, AINO);
    expect((await req("GET", `/api/defect-notices/${id}/conversation`, viewing)).statusCode).toBe(200);
    const refused = await req("POST", `/api/defect-notices/${id}/answers`, viewing, { body: "Hei" });
    expect([refused.statusCode, refused.json().error]).toEqual([403, "IMPERSONATION_READ_ONLY"]);
    const unauth = await t.app.inject({ method: "GET", url: `/api/defect-notices/${id}/conversation` });
    expect(unauth.statusCode).toBe(401);
  });

  it("lets staff read the ready-made replies and only an administrator change them", async () => {
    const asta = await staffSession(t, ASTA);
    const all = (await req("GET", "/api/staff/reply-templates", asta)).json().items as { language: string }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((i) => i.language))).toEqual(new Set(["fi", "sv", "en"]));
    const en = (await req("GET", "/api/staff/reply-templates?language=en", asta)).json().items as {
      language: string;
    }[];
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((i) => i.language === "en")).toBe(true);

    const template = {
      language: "fi",
      title: "Kiitos palautteesta",
      body: "Kiitos, välitämme palautteen eteenpäin.",
    };
    for (const token of [asta, await staffSession(t, KALLE)]) {
      expect((await req("POST", "/api/staff/reply-templates", token, template)).statusCode).toBe(403);
      expect(
        (await req("PUT", `/api/staff/reply-templates/${crypto.randomUUID()}`, token, template)).statusCode,
      ).toBe(403);
      expect(
        (await req("DELETE", `/api/staff/reply-templates/${crypto.randomUUID()}`, token)).statusCode,
      ).toBe(403);
    }
    const ylla = await staffSession(t, YLLA);
    const created = await req("POST", "/api/staff/reply-templates", ylla, template);
    expect(created.statusCode, created.body).toBe(201);
    const tid = created.json().id as string;
    const changed = await req("PUT", `/api/staff/reply-templates/${tid}`, ylla, {
      ...template,
      language: "en",
      title: "Thanks",
    });
    expect(changed.json()).toEqual({ id: tid, language: "en", title: "Thanks", body: template.body });
    expect(
      (await req("POST", "/api/staff/reply-templates", ylla, { ...template, title: "x".repeat(500) }))
        .statusCode,
    ).toBe(400);
    expect((await req("DELETE", `/api/staff/reply-templates/${tid}`, ylla)).statusCode).toBe(204);
    expect((await req("DELETE", `/api/staff/reply-templates/${tid}`, ylla)).statusCode).toBe(404);
    expect((await req("PUT", `/api/staff/reply-templates/${tid}`, ylla, template)).statusCode).toBe(404);
  });
});
