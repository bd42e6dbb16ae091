import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { IntegrationEvent } from "@portal/schemas/integration";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { exchangeNotices } from "../../db/schema/exchange.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { DEMO_REVIEW_TOKEN } from "../../seed/committee-forms-seed.ts";
import { codeFromOutbox } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { multipartBody, validFields } from "../faults/faults-test-client.ts";
import { integrationBearer } from "./integration-test-client.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";

// Each module's change that the company's systems must know writes its event with the change.
describe.each(testDatabases)("the events the modules write on $name", (target) => {
  const t = useTestApp(target);
  let cursor: string | undefined;

  /** The events written since the last call. */
  async function newEvents(): Promise<IntegrationEvent[]> {
    const events: IntegrationEvent[] = [];
    const headers = await integrationBearer(t.app, ["events.read"]);
    for (;;) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/integration/events?limit=500${cursor ? `&after=${cursor}` : ""}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { events: IntegrationEvent[]; nextCursor: string; hasMore: boolean };
      events.push(...page.events);
      cursor = page.nextCursor;
      if (!page.hasMore) return events;
    }
  }

  /** Gives the person of `email` and their contracts the company's own ids, as the tenancy sync would. */
  async function giveCompanyIds(email: string, personExternalId: string, contractExternalId: string) {
    const db = t.database.db;
    const [account] = await db
      .select({ personId: userAccounts.personId })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    await db.update(persons).set({ externalId: personExternalId }).where(eq(persons.id, account!.personId));
    const parties = await db
      .select({ contractId: contractParties.contractId })
      .from(contractParties)
      .where(eq(contractParties.personId, account!.personId));
    for (const [i, party] of parties.entries())
      await db
        .update(contracts)
        .set({ externalId: i === 0 ? contractExternalId : `${contractExternalId}-${i}` })
        .where(eq(contracts.id, party.contractId));
  }

  it("a fault report created, and answered by customer service", async () => {
    await newEvents();
    // The company's ids go with the portal's, so its systems need not keep the portal's.
    await giveCompanyIds(AINO, "HLO-1001", "SOP-2001");
    const aino = await t.login(AINO);
    const body = multipartBody(validFields);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...t.bearer(aino), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [event] = await newEvents();
    expect(event).toMatchObject({
      type: "fault-report.created",
      version: 1,
      subject: `fault-report:${id}`,
      data: {
        faultReportId: id,
        personExternalId: "HLO-1001",
        contractExternalId: expect.stringMatching(/^SOP-2001/),
        title: validFields.title,
        defectClass: "repair",
        affectedArea: "apartment",
        masterKeyAccessAllowed: true,
        hasPetsInApartment: true,
        petsDescription: validFields.petsDescription,
        attachmentCount: 0,
        language: "fi",
      },
    });

    const asta = await staffSession(t, ASTA);
    const reply = await t.app.inject({
      method: "POST",
      url: `/api/staff/queue/fault-reports/${id}/replies`,
      headers: t.bearer(asta),
      payload: { body: "Huoltomies tulee huomenna." },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    // An internal note is no answer to anyone.
    await t.app.inject({
      method: "POST",
      url: `/api/staff/queue/fault-reports/${id}/notes`,
      headers: t.bearer(asta),
      payload: { body: "Avain toimistolla." },
    });
    expect(await newEvents()).toMatchObject([
      {
        type: "fault-report.answered",
        subject: `fault-report:${id}`,
        data: {
          faultReportId: id,
          replyId: reply.json().id,
          body: "Huoltomies tulee huomenna.",
          language: "fi",
        },
      },
    ]);
  });

  it("contact details changed: a new phone number and a new email, once confirmed", async () => {
    await newEvents();
    await giveCompanyIds(VILLE, "HLO-1002", "SOP-2002");
    const ville = await t.login(VILLE);
    const changed = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: t.bearer(ville),
      payload: { phoneNumber: "050 765 1234", email: "ville.uusi@example.fi", newsletter: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Not yet: nothing is changed until confirmed.
    expect(await newEvents()).toEqual([]);
    const phoneCode = await codeFromOutbox(t.database.db, "+358507651234", "phone-change-code");
    const confirm = (what: "phone" | "email", code: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/profile/${what}/confirm`,
        headers: t.bearer(ville),
        payload: { code },
      });
    expect((await confirm("phone", phoneCode)).statusCode).toBe(200);
    const emailCode = await codeFromOutbox(t.database.db, "ville.uusi@example.fi", "email-change-code");
    expect((await confirm("email", emailCode)).statusCode).toBe(200);
    const events = await newEvents();
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        "contact-details.changed",
        { personId: expect.any(String), personExternalId: "HLO-1002", phone: "+358507651234" },
      ],
      [
        "contact-details.changed",
        { personId: expect.any(String), personExternalId: "HLO-1002", email: "ville.uusi@example.fi" },
      ],
    ]);
    expect(events[0]!.subject).toBe(`person:${(events[0]!.data as { personId: string }).personId}`);
  });

  it("a committee form approved by the moderator", async () => {
    await newEvents();
    const approved = await t.app.inject({
      method: "PATCH",
      url: `/api/form-review/approve/${DEMO_REVIEW_TOKEN}`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [event, ...rest] = await newEvents();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      type: "committee-form.approved",
      version: 1,
      subject: `committee-form:${(event!.data as { formId: string }).formId}`,
      data: { state: expect.stringMatching(/^(Approved|Published)$/), formData: expect.any(Object) },
    });
  });

  it("an exchange agreed: a tenant applies to exchange with the household of a published notice", async () => {
    await newEvents();
    const [kaisas] = await t.database.db
      .select({ id: exchangeNotices.id, contractId: exchangeNotices.contractId })
      .from(exchangeNotices)
      .innerJoin(userAccounts, eq(userAccounts.id, exchangeNotices.userId))
      .where(
        and(eq(userAccounts.email, "kaisa.kumppani@example.fi"), eq(exchangeNotices.state, "published")),
      );
    // Kaisa's contract was never sent by the tenancy system: its company id is null.
    await giveCompanyIds("vilja.vaihtaja@example.fi", "HLO-1003", "SOP-2003");
    const vilja = await t.login("vilja.vaihtaja@example.fi");
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/exchange/applications",
      headers: t.bearer(vilja),
      payload: { noticeId: kaisas!.id, message: "Sopisiko vaihto?" },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id as string;
    expect(await newEvents()).toMatchObject([
      {
        type: "exchange.agreed",
        version: 1,
        subject: `exchange-application:${id}`,
        data: {
          applicationId: id,
          applicant: {
            noticeId: null,
            personExternalId: "HLO-1003",
            contractExternalId: expect.stringMatching(/^SOP-2003/),
          },
          partner: { contractId: kaisas!.contractId, noticeId: kaisas!.id, contractExternalId: null },
          message: "Sopisiko vaihto?",
        },
      },
    ]);
  });
});
