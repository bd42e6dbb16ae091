import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedTurns } from "../../db/schema/bookings.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { terminationNotices } from "../../db/schema/termination.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { integrationBearer } from "../integration/integration-test-client.ts";
import { AINO, notice, PEKKA, terminationClient, VILLE } from "./termination-test-client.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const MATTI = "matti.huolto@kotikallio.example.fi";
const SUBJECT_MIGRATION = new URL("../../db/migrations/0028_termination_subject_dates.sql", import.meta.url);

describe.each(embeddedDatabase)("lease termination on $name", (target) => {
  const t = useTestApp(target);
  const c = terminationClient(t);
  let aino = "";
  let ville = "";
  let firstId = "";
  let noticeId = "";

  const mails = async (recipient: string) =>
    (
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, recipient), eq(outbox.template, "termination-update")))
    ).map((row) => ({ event: row.data.event, language: row.language }));
  const categories = async (session: string) =>
    (
      (
        await t.app.inject({ method: "GET", url: "/api/notifications", headers: t.bearer(session) })
      ).json() as {
        notifications: { category: string; closedAt: string | null }[];
      }
    ).notifications
      .filter((n) => n.category.startsWith("termination") && n.closedAt === null)
      .map((n) => n.category);

  it("tells a contract party the end dates and defaults, and that notice may be given", async () => {
    aino = await t.login(AINO);
    ville = await t.login(VILLE);
    const res = await c.get(aino);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.terminationDisallowedReason).toBeNull();
    expect(body.notice).toBeNull();
    expect(body.endDates).toEqual([
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
    ]);
    expect(body.defaults.recipientName).toBe("Aino Asukas");
    expect(body.defaults.beneficiary).toMatchObject({ beneficiaryName: "Aino Asukas", email: AINO });
  });

  it("refuses bad input with field errors", async () => {
    const fields = async (body: unknown) => {
      const res = await c.give(aino, body);
      expect(res.statusCode).toBe(400);
      return res.json().fields as Record<string, string>;
    };
    expect(await fields(notice({ endDate: "2026-04-29" }))).toEqual({ endDate: "validation.endDate" });
    expect(
      await fields(notice({ endDate: "2026-03-31", movingOutDate: null, displayEndDate: null })),
    ).toEqual({
      endDate: "validation.endDate",
    });
    expect(await fields(notice({ movingOutDate: "2026-05-01" }))).toEqual({
      movingOutDate: "validation.movingOutDate",
    });
    expect(await fields(notice({ movingOutDate: "2026-03-16" }))).toEqual({
      movingOutDate: "validation.movingOutDate",
    });
    const address = notice().newAddress;
    expect(await fields(notice({ newAddress: { ...address, postalCode: "123" } }))).toEqual({
      "newAddress.postalCode": "validation.postalCode",
    });
    expect(await fields(notice({ newAddress: { ...address, city: "x".repeat(101) } }))).toEqual({
      "newAddress.city": "validation.tooLong",
    });
    expect(await fields(notice({ additionalDetails: "x".repeat(1001) }))).toEqual({
      additionalDetails: "validation.tooLong",
    });
    const [one, two] = notice().beneficiaries;
    expect(await fields(notice({ beneficiaries: [] }))).toEqual({
      beneficiaries: "validation.beneficiariesRequired",
    });
    expect(
      await fields(notice({ beneficiaries: [one!, { ...two!, iban: "SE45 5000 0000 0583 9825 7467" }] })),
    ).toEqual({
      "beneficiaries.1.iban": "validation.iban",
    });
    expect(await fields(notice({ beneficiaries: [one!, { ...two!, bic: "ESSESESS1" }] }))).toEqual({
      "beneficiaries.1.bic": "validation.bic",
    });
    expect(await fields(notice({ beneficiaries: [one!, { ...two!, bic: null }] }))).toEqual({
      "beneficiaries.1.bic": "validation.bicRequired",
    });
    expect(await fields(notice({ beneficiaries: [one!, { ...two!, returnPercentage: 40 }] }))).toEqual({
      beneficiaries: "validation.percentageSum",
    });
    expect(await fields(notice({ fileUuids: ["9f1c7a62-3f7e-4b7e-9d7c-2b1f0f6c1a11"] }))).toEqual({
      fileUuids: "validation.invalid",
    });
    expect(await fields({ ...notice(), status: "approved" })).toEqual({ status: "validation.unknownField" });
    expect((await c.get(aino)).json().notice).toBeNull();
  });

  it("confirms a notice only with the identification of the party who gave it", async () => {
    const started = await c.give(aino);
    expect(started.statusCode).toBe(200);
    expect(started.json().url).toMatch(/^https?:\/\//);
    // The bank identified Ville, not Aino: nothing is recorded, and the identification stays unused.
    const wrong = await c.confirm(aino, await c.identify(AINO, VILLE));
    expect([wrong.statusCode, wrong.json().error]).toEqual([403, "IDENTIFICATION_WRONG_PERSON"]);
    expect((await c.get(aino)).json().notice).toBeNull();
    // Used by someone else's session: refused.
    await c.give(aino);
    const ref = await c.identify(AINO);
    const stolen = await c.confirm(ville, ref);
    expect(stolen.statusCode).toBe(400);
    const confirmed = await c.confirm(aino, ref);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.notice.status).toBe("pending_tenant_approval");
    expect(body.terminationDisallowedReason).toBe("pending_termination_tenant_approvals");
    expect(body.notice.beneficiaries[0].iban).toBe("FI2112345600000785");
    expect(body.notice.beneficiaries[0].bic).toBeNull();
    expect(
      body.notice.parties.map((p: { firstName: string; approval: string }) => [p.firstName, p.approval]),
    ).toEqual([
      ["Aino", "sender"],
      ["Eetu", "informed"],
      ["Ville", "pending"],
    ]);
    expect(body.notice.awaitingMyApproval).toBe(false);
    // Used once.
    expect((await c.confirm(aino, ref)).statusCode).toBe(400);
    firstId = body.notice.id;
  });

  it("asks the other party, tells the sender, and refuses a second notice meanwhile", async () => {
    const seen = (await c.get(ville)).json();
    expect(seen.notice.id).toBe(firstId);
    expect(seen.notice.awaitingMyApproval).toBe(true);
    expect(seen.terminationDisallowedReason).toBe("pending_termination_tenant_approvals");
    expect(await categories(ville)).toEqual(["termination_request_approval_needed"]);
    expect(await categories(aino)).toEqual(["termination_request_created"]);
    expect(await mails(VILLE)).toEqual([{ event: "approval_needed", language: "fi" }]);
    expect(await mails(AINO)).toEqual([{ event: "created", language: "fi" }]);

    const second = await c.give(ville);
    expect(second.json()).toEqual({
      error: "TERMINATION_NOT_ALLOWED",
      reason: "pending_termination_tenant_approvals",
    });
    expect(second.statusCode).toBe(409);
    const lease = await t.app.inject({
      method: "GET",
      url: "/api/contracts/current",
      headers: t.bearer(ville),
    });
    expect(lease.json().terminationDisallowedReason).toBe("pending_termination_tenant_approvals");
    // The sender has nothing to decide.
    expect((await c.accept(aino, firstId)).json().error).toBe("NOT_AWAITING_APPROVAL");
    expect((await c.reject(aino, firstId)).json().error).toBe("NOT_AWAITING_APPROVAL");
  });

  it("hides the notice from other tenants and refuses a staff view of the tenant", async () => {
    const pekka = await t.login(PEKKA);
    expect((await c.accept(pekka, firstId)).statusCode).toBe(404);
    expect((await c.reject(pekka, firstId)).statusCode).toBe(404);
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/contract-termination/${firstId}/receipt`,
      headers: t.bearer(pekka),
    });
    expect(receipt.statusCode).toBe(404);
    expect((await c.accept(ville, "not-a-uuid")).statusCode).toBe(400);
    const viewing = await staffSession(t, ASTA, VILLE);
    for (const res of [
      await c.accept(viewing, firstId),
      await c.reject(viewing, firstId),
      await c.give(viewing),
    ])
      expect([res.statusCode, res.json().error]).toEqual([403, "IMPERSONATION_READ_ONLY"]);
    expect((await c.get(viewing)).statusCode).toBe(200);
  });

  it("ends when a co-tenant rejects it; then a new notice may be given", async () => {
    const res = await c.reject(ville, firstId);
    expect([res.statusCode, res.json()]).toEqual([200, { url: "/sopimuksen-irtisanominen" }]);
    const after = (await c.get(aino)).json();
    expect(after.notice.status).toBe("rejected");
    expect(after.terminationDisallowedReason).toBeNull();
    expect(await categories(aino)).toContain("termination_request_tenant_rejected");
    expect(await categories(ville)).not.toContain("termination_request_approval_needed");
    expect((await mails(AINO)).map((m) => m.event)).toContain("tenant_rejected");
    expect((await c.reject(ville, firstId)).json().error).toBe("NOT_AWAITING_APPROVAL");
  });

  it("is ready for review once every party accepted with their own identification", async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await c.give(aino);
    const given = await c.confirm(aino, await c.identify(AINO));
    noticeId = given.json().notice.id;
    expect(noticeId).not.toBe(firstId);

    const started = await c.accept(ville, noticeId);
    expect(started.statusCode).toBe(200);
    const wrong = await c.confirm(ville, await c.identify(VILLE, AINO));
    expect(wrong.json().error).toBe("IDENTIFICATION_WRONG_PERSON");
    await c.accept(ville, noticeId);
    const accepted = await c.confirm(ville, await c.identify(VILLE));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().notice.status).toBe("ready_for_review");
    expect(accepted.json().terminationDisallowedReason).toBe("pending_termination_review");
    expect(accepted.json().notice.parties.find((p: { self: boolean }) => p.self).approval).toBe("accepted");
    expect((await c.accept(ville, noticeId)).json().error).toBe("NOT_AWAITING_APPROVAL");
    expect(await categories(aino)).toContain("termination_request_tenant_accepted");

    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/contract-termination/${noticeId}/receipt?lang=en`,
      headers: t.bearer(aino),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(receipt.rawPayload.toString("latin1")).toContain("In the landlord's review");
    // The same receipt in Finnish and in Swedish (letters past ASCII are octal escapes in the PDF).
    for (const [lang, title, status] of [
      ["fi", "Vuokrasopimuksen irtisanominen", "Vuokranantajan k\\344sittelyss\\344"],
      ["sv", "Upps\\344gning av hyresavtal", "Under behandling hos hyresv\\344rden"],
    ]) {
      const inLanguage = await t.app.inject({
        method: "GET",
        url: `/api/contract-termination/${noticeId}/receipt?lang=${lang}`,
        headers: t.bearer(aino),
      });
      const text = inLanguage.rawPayload.toString("latin1");
      expect(text, lang).toContain(title!);
      expect(text, lang).toContain(status!);
    }
  });

  it("joins the staff queue as the kind terminations, open while ready for review", async () => {
    const asta = await staffSession(t, ASTA);
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: t.bearer(asta) })).json();
    const page = await get("/api/staff/queue?kind=terminations");
    expect(page.items.map((i: { id: string; state: string }) => [i.id, i.state])).toEqual([
      [noticeId, "ready_for_review"],
      [firstId, "rejected"],
    ]);
    // Titled by the address and the end date as every date is shown; titles written before with
    // the ISO date are rewritten by the migration.
    expect(page.items[0].subject).toMatch(/, 30\.4\.2026$/);
    const db = t.database.db;
    const address = page.items[0].subject.slice(0, -", 30.4.2026".length);
    await db
      .update(terminationNotices)
      .set({ subject: `${address}, 2026-04-30` })
      .where(eq(terminationNotices.id, noticeId));
    await db.execute(sql.raw(readFileSync(SUBJECT_MIGRATION, "utf8")));
    const [rewritten] = await db
      .select({ subject: terminationNotices.subject })
      .from(terminationNotices)
      .where(eq(terminationNotices.id, noticeId));
    expect(rewritten!.subject).toBe(`${address}, 30.4.2026`);
    const open = await get("/api/staff/queue?kind=terminations&state=ready_for_review");
    expect(open.items.map((i: { id: string }) => i.id)).toEqual([noticeId]);
    const summary = await get("/api/staff/queue/summary");
    expect(summary.kinds.find((k: { kind: string }) => k.kind === "terminations").open).toBe(1);
    expect((await get(`/api/staff/queue/terminations/${noticeId}`)).state).toBe("ready_for_review");
    // Approval changes the lease: only the review call moves a notice.
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/staff/queue/terminations/${noticeId}/state`,
      headers: t.bearer(asta),
      payload: { from: "ready_for_review", to: "approved" },
    });
    expect(moved.statusCode).toBe(400);
    // A maintenance man does not see terminations.
    const matti = await staffSession(t, MATTI);
    const his = await t.app.inject({
      method: "GET",
      url: "/api/staff/queue/summary",
      headers: t.bearer(matti),
    });
    expect(his.json().kinds.map((k: { kind: string }) => k.kind)).not.toContain("terminations");
  });

  it("is reviewed by staff with the permission: approval sets the end date, ends the sauna turn, records the refund", async () => {
    const matti = await staffSession(t, MATTI);
    const list = (s: string) =>
      t.app.inject({ method: "GET", url: "/api/staff/terminations", headers: t.bearer(s) });
    expect((await list(matti)).statusCode).toBe(403);
    expect((await list(aino)).statusCode).toBe(401);
    const asta = await staffSession(t, ASTA);
    const page = (await list(asta)).json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([noticeId]);
    expect(page.items[0].sender).toEqual({ firstName: "Aino", lastName: "Asukas" });

    const review = (s: string, body: unknown) =>
      t.app.inject({
        method: "POST",
        url: `/api/staff/terminations/${noticeId}/review`,
        headers: t.bearer(s),
        payload: body as object,
      });
    expect((await review(asta, { decision: "reject", from: "ready_for_review" })).statusCode).toBe(400);
    expect((await review(matti, { decision: "approve", from: "ready_for_review" })).statusCode).toBe(403);
    const approved = await review(asta, { decision: "approve", from: "ready_for_review" });
    expect(approved.statusCode).toBe(200);
    const detail = approved.json();
    expect(detail.status).toBe("approved");
    expect(detail.refundPlan.expectedOn).toBe("2026-05-31");
    expect(detail.refundPlan.shares.map((s: { returnPercentage: number }) => s.returnPercentage)).toEqual([
      50, 50,
    ]);
    expect(
      detail.refundPlan.shares.reduce((sum: number, s: { amount: number }) => sum + s.amount, 0),
    ).toBeCloseTo(detail.refundPlan.depositAmount);
    const again = await review(asta, { decision: "approve", from: "ready_for_review" });
    expect([again.statusCode, again.json().error]).toEqual([409, "STALE_STATE"]);

    const lease = (
      await t.app.inject({ method: "GET", url: "/api/contracts/current", headers: t.bearer(aino) })
    ).json();
    expect(lease.endDate).toBe("2026-04-30");
    expect(lease.terminationDisallowedReason).toBe("contract_terminated");
    const { personId } = await c.account(AINO);
    const turns = await t.database.db.select().from(fixedTurns).where(eq(fixedTurns.personId, personId));
    expect(turns.length).toBeGreaterThan(0);
    for (const turn of turns) expect(turn.validUntil! <= "2026-04-30").toBe(true);
    expect(await categories(aino)).toContain("termination_request_landlord_accepted");
    expect(await categories(ville)).toContain("termination_request_landlord_accepted");
    expect((await mails(VILLE)).map((m) => m.event)).toContain("landlord_accepted");

    // The company's systems read the approval from the event feed: the end date and the parties.
    const feed = await t.app.inject({
      method: "GET",
      url: "/api/integration/events",
      headers: await integrationBearer(t.app, ["events.read"]),
    });
    const approvals = feed
      .json()
      .events.filter((e: { type: string; data: { noticeId: string } }) => e.type === "termination.approved");
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      version: 1,
      subject: `contract:${approvals[0].data.contractId}`,
      data: { noticeId, endDate: "2026-04-30", depositRefund: { expectedOn: "2026-05-31" } },
    });
    expect(
      approvals[0].data.parties.map(
        (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`,
      ),
    ).toEqual(expect.arrayContaining(["Aino Asukas", "Ville Vuokralainen"]));
    expect(approvals[0].data.depositRefund.shares).toHaveLength(2);
  });

  it("goes straight to review when the sender is the only party, and staff may reject it with a reason", async () => {
    const pekka = await t.login(PEKKA);
    const pekkaNotice = notice({
      newAddress: {
        recipientName: "Pekka Puhelin",
        streetAddress: "Kuja 3",
        postalCode: "02100",
        city: "Espoo",
      },
      beneficiaries: [
        {
          beneficiaryName: "Pekka Puhelin",
          email: PEKKA,
          phoneNumber: "040 555 7788",
          iban: "FI21 1234 5600 0007 85",
          bic: null,
          returnPercentage: 100,
        },
      ],
    });
    expect((await c.give(pekka, pekkaNotice)).statusCode).toBe(200);
    const given = (await c.confirm(pekka, await c.identify(PEKKA))).json();
    expect(given.notice.status).toBe("ready_for_review");
    const id = given.notice.id;
    const kalle = await staffSession(t, "kalle.kiinteisto@kotikallio.example.fi");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/staff/terminations/${id}/review`,
      headers: t.bearer(kalle),
      payload: { decision: "reject", from: "ready_for_review", reason: "Irtisanomisaika ei täyty." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "rejected",
      rejectionReason: "Irtisanomisaika ei täyty.",
      refundPlan: null,
    });
    const seen = (await c.get(pekka)).json();
    expect(seen.notice.rejectionReason).toBe("Irtisanomisaika ei täyty.");
    expect(seen.terminationDisallowedReason).toBeNull();
    expect(await categories(pekka)).toContain("termination_request_landlord_rejected");
  });

  it("refuses a notice on a lease that does not allow one, with its reason", async () => {
    for (const [email, reason] of [
      ["muuttanut.pois@example.fi", "contract_terminated"],
      ["yritys.vuokralainen@example.fi", "has_company_tenant"],
    ] as const) {
      const session = await t.login(email);
      const seen = (await c.get(session)).json();
      expect(seen.terminationDisallowedReason).toBe(reason);
      // An ended lease offers no end dates; the company's lease has its own.
      expect(seen.endDates).toHaveLength(reason === "contract_terminated" ? 0 : 6);
      const res = await c.give(session);
      expect([res.statusCode, res.json()]).toEqual([409, { error: "TERMINATION_NOT_ALLOWED", reason }]);
    }
  });
});
