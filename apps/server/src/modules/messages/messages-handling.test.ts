import { describe, expect, it } from "vitest";
import { PAYMENT_PLAN_PROPOSAL } from "@portal/schemas/messages.constants";
import { SYSTEM } from "../../lib/workflow.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { CONTACT_REQUESTS_PER_HOUR } from "./messages.service.ts";

const AINO = "aino.asukas@example.fi";
/** Aino's co-tenant: messages are personal, so even Ville does not see Aino's. */
const VILLE = "ville.vuokralainen@example.fi";
const message = {
  category: 471,
  subcategory: "propertymanagement",
  subject: "Rappukäytävän valo",
  content: "B-rapun kolmannen kerroksen valo vilkkuu.",
  language: "en",
};

describe.each(testDatabases)("messages to customer service on $name", (target) => {
  const t = useTestApp(target);
  const send = async (body: object, email = AINO) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact-request",
      headers: t.bearer(await t.login(email)),
      payload: body,
    });
  const get = async (url: string, email = AINO) =>
    t.app.inject({ method: "GET", url, headers: t.bearer(await t.login(email)) });

  it("confirms to the tenant in the message's language and mails customer service", async () => {
    const res = await send(message);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    expect(await lastOutboxMessage(t.database.db, AINO, "message-received")).toMatchObject({
      language: "en",
      data: { id, firstName: "Aino", subject: message.subject },
    });
    const fi = (await send({ ...message, language: "fi" })).json();
    expect((await lastOutboxMessage(t.database.db, AINO, "message-received"))?.data.id).toBe(fi.id);
    expect((await lastOutboxMessage(t.database.db, AINO, "message-received"))?.language).toBe("fi");
    expect(
      await lastOutboxMessage(t.database.db, "asiakaspalvelu@example.fi", "customer-service-message"),
    ).toMatchObject({ language: "fi", data: { id: fi.id, tenantEmail: AINO, content: message.content } });
    expect(await t.deliverOutbox()).toBeGreaterThan(0);
    // Customer service reads the topic by its name, not its codes.
    const mailbox = await t.app.inject({
      method: "GET",
      url: "/sandbox/mail/messages.json?to=asiakaspalvelu@example.fi",
    });
    const sent = mailbox
      .json<{ messages: { text: string }[] }>()
      .messages.find((m) => m.text.includes(fi.id));
    expect(sent?.text).toContain("Aihe: Asiakaspalvelu / Kiinteistön hoito");
  });

  it("lists the tenant's own messages newest first and shows one with its history", async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const { id } = (
      await send({
        ...PAYMENT_PLAN_PROPOSAL,
        subject: "Maksuaikaa",
        content: "Pyydän lisäaikaa.",
        language: "fi",
      })
    ).json();
    const items = (await get("/api/contact-requests")).json().items;
    expect(items[0]).toEqual({
      id,
      category: 473,
      subcategory: "debtrepayment",
      subject: "Maksuaikaa",
      status: "Sent",
      createdAt: t.clock.now.toISOString(),
      updatedAt: t.clock.now.toISOString(),
    });
    const repo = createMessagesRepository(t.database.db);
    const staff = await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi");
    const waiting = async () => {
      const page = await t.app.inject({
        method: "GET",
        url: "/api/staff/queue?kind=messages&state=Sent&limit=100",
        headers: t.bearer(staff),
      });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    };
    expect(await waiting()).toContain(id);
    const handledAt = new Date(t.clock.now.getTime() + 86_400_000);
    expect(await repo.moveState({ id, from: "Sent", to: "InProgress", actor: SYSTEM, at: handledAt })).toBe(
      true,
    );
    expect(await waiting()).not.toContain(id);
    const detail = (await get(`/api/contact-requests/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      content: "Pyydän lisäaikaa.",
      language: "fi",
      status: "InProgress",
      updatedAt: handledAt.toISOString(),
      history: [
        { status: "Sent", at: t.clock.now.toISOString() },
        { status: "InProgress", at: handledAt.toISOString() },
      ],
    });
  });

  it("keeps a message from everybody else (404)", async () => {
    const { id } = (await send(message)).json();
    expect((await get(`/api/contact-requests/${id}`, VILLE)).statusCode).toBe(404);
    const villeItems = (await get("/api/contact-requests", VILLE)).json().items;
    expect(villeItems.some((item: { id: string }) => item.id === id)).toBe(false);
    expect((await get(`/api/contact-requests/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/contact-requests" })).statusCode).toBe(401);
  });

  it("takes at most the hourly limit when one account sends 50 at once, and never fails", async () => {
    const headers = t.bearer(await t.login("suojattu.asukas@example.fi"));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: "POST", url: "/api/contact-request", headers, payload: message }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CONTACT_REQUESTS_PER_HOUR);
    expect(codes.filter((c) => c !== 200).every((c) => c === 429)).toBe(true);
  });
});
