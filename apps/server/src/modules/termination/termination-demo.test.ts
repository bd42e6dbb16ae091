import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isValidIdentityCode } from "@portal/schemas/identity-code";
import { leaseDetails } from "../../db/schema/lease.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import { testPerson, type TestPersonId } from "../../sandbox/idp/test-persons.ts";
import { identityCodeHashFor } from "../../seed/identity-seed.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { browserCookie } from "../../test/identification.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { notice, terminationClient } from "./termination-test-client.ts";

const IRJA = { email: "irja.irtisanoja@example.fi", person: testPerson("irja-irtisanoja") };
const JUSSI = { email: "jussi.irtisanoja@example.fi", person: testPerson("jussi-irtisanoja") };
const PAULA = { email: "paula.pitkanen@example.fi", person: testPerson("paula-pitkanen") };

/** Paula's notice: her address and her account for the whole deposit. */
const paulaNotice = (endDate: string) =>
  notice({
    endDate,
    movingOutDate: null,
    displayEndDate: null,
    newAddress: {
      recipientName: "Paula Pitkänen",
      streetAddress: "Kaarikatu 2",
      postalCode: "20100",
      city: "Turku",
    },
    beneficiaries: [
      {
        beneficiaryName: "Paula Pitkänen",
        email: PAULA.email,
        phoneNumber: "040 555 7744",
        iban: "FI21 1234 5600 0007 85",
        bic: null,
        returnPercentage: 100,
      },
    ],
  });

describe.each(testDatabases)("the demo's leases for termination on $name", (target) => {
  const t = useTestApp(target);
  const c = terminationClient(t);
  /** The sandbox bank identifies `person`; its return lands on `page` with what the page confirms. */
  const throughBank = async (url: string, person: TestPersonId, page: string) => {
    const { callbackUrl } = await visitSandboxBank(t.app, url, person);
    const u = new URL(callbackUrl);
    const back = await t.app.inject({
      method: "GET",
      url: `${u.pathname}${u.search}`,
      headers: browserCookie,
    });
    const landing = new URL(String(back.headers.location));
    expect(landing.pathname).toBe(page);
    return {
      registerSessionId: landing.searchParams.get("registerSessionId") ?? "",
      state: landing.searchParams.get("state") ?? "",
    };
  };

  it("has Irja and Jussi as its two parties, both free to give notice", async () => {
    for (const { email } of [IRJA, JUSSI]) {
      const session = await t.login(email);
      const res = await c.get(session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ terminationDisallowedReason: null, notice: null });
      const tenants = await t.app.inject({
        method: "GET",
        url: "/api/contracts/tenants",
        headers: t.bearer(session),
      });
      expect(tenants.json()).toEqual({
        contractParties: [
          { firstName: "Irja", lastName: "Irtisanoja" },
          { firstName: "Jussi", lastName: "Irtisanoja" },
        ],
        otherParties: [],
      });
    }
  });

  it("lets the bank's test persons identify as their own accounts' persons", async () => {
    for (const { email, person } of [IRJA, JUSSI, PAULA]) {
      expect(isValidIdentityCode(person.identityCode, { allowTestRange: true })).toBe(true);
      const [row] = await t.database.db
        .select({ hash: persons.identityCodeHash })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.email, email));
      expect(row?.hash).toBe(identityCodeHashFor(person.identityCode));
    }
  });

  it("holds a notice on Paula's lease to its three-month period when given and again when confirmed", async () => {
    const paula = await t.login(PAULA.email);
    const seen = (await c.get(paula)).json();
    // Notice given on 16 March: three months from the end of March.
    expect(seen.noticeMonths).toBe(3);
    expect(seen.endDates).toEqual([
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
    ]);
    for (const early of ["2026-04-30", "2026-05-31"]) {
      const res = await c.give(paula, paulaNotice(early));
      expect([res.statusCode, res.json().fields]).toEqual([400, { endDate: "validation.endDate" }]);
    }

    // Posted by the period of its day; the lease's period grows before the bank answers: refused then.
    const { contractId } = (
      await t.database.db
        .select({ contractId: leaseDetails.contractId })
        .from(leaseDetails)
        .where(eq(leaseDetails.noticeMonths, 3))
    )[0]!;
    const period = (months: number) =>
      t.database.db
        .update(leaseDetails)
        .set({ noticeMonths: months })
        .where(eq(leaseDetails.contractId, contractId));
    expect((await c.give(paula, paulaNotice("2026-06-30"))).statusCode).toBe(200);
    await period(4);
    try {
      const refused = await c.confirm(paula, await c.identify(PAULA.email));
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { endDate: "validation.endDate" }]);
      expect((await c.get(paula)).json().notice).toBeNull();
    } finally {
      await period(3);
    }

    // The last date offered, past every one-month choice, is taken and confirmed.
    expect((await c.give(paula, paulaNotice("2026-11-30"))).statusCode).toBe(200);
    const given = await c.confirm(paula, await c.identify(PAULA.email));
    expect(given.statusCode).toBe(200);
    expect(given.json().notice).toMatchObject({ status: "ready_for_review", endDate: "2026-11-30" });

    // The reviewer sees the lease's period and the first end date it allowed on the day of notice.
    const asta = await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi");
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/staff/terminations/${given.json().notice.id}`,
      headers: t.bearer(asta),
    });
    expect(detail.json()).toMatchObject({ noticeMonths: 3, earliestEndDate: "2026-06-30" });
  });

  it("keeps one notification of Irja's notice for each of them, the notice as it now stands; the bank returns each to the foundation's flow they started in", async () => {
    const irja = await t.login(IRJA.email);
    const jussi = await t.login(JUSSI.email);
    const current = async (session: string) =>
      (
        (await t.app.inject({ method: "GET", url: "/api/notifications", headers: t.bearer(session) })).json()
          .notifications as { category: string; closedAt: string | null; notificationMeta: unknown }[]
      )
        .filter((n) => n.category.startsWith("termination_request") && n.closedAt === null)
        .map((n) => [n.category, n.notificationMeta]);
    const meta = (status: string) => ({ date: "2026-04-30", termination: { status, informed: false } });

    const irjas = notice({
      newAddress: {
        recipientName: "Irja Irtisanoja",
        streetAddress: "Rantakatu 4 A 3",
        postalCode: "33100",
        city: "Tampere",
      },
      beneficiaries: [
        {
          beneficiaryName: "Irja Irtisanoja",
          email: IRJA.email,
          phoneNumber: "040 555 7755",
          iban: "FI21 1234 5600 0007 85",
          bic: null,
          returnPercentage: 100,
        },
      ],
    });
    // Given in the foundation's flow: the bank returns to the flow's page, which confirms it.
    const started = await t.app.inject({
      method: "POST",
      url: "/api/contract-termination?frame=foundation",
      headers: c.headers(irja),
      payload: irjas,
    });
    expect(started.statusCode).toBe(200);
    const given = await c.confirm(
      irja,
      await throughBank(started.json().url, "irja-irtisanoja", "/irtisano"),
    );
    expect(given.statusCode).toBe(200);
    const id = given.json().notice.id as string;
    expect(await current(irja)).toEqual([["termination_request_created", meta("pending_tenant_approval")]]);
    expect(await current(jussi)).toEqual([
      ["termination_request_approval_needed", meta("pending_tenant_approval")],
    ]);

    const accepting = await t.app.inject({
      method: "POST",
      url: `/api/contract-termination/approval/accept/${id}?frame=foundation`,
      headers: c.headers(jussi),
    });
    expect(accepting.statusCode).toBe(200);
    const bank = await throughBank(accepting.json().url, "jussi-irtisanoja", "/irtisano");
    expect((await c.confirm(jussi, bank)).statusCode).toBe(200);
    // Irja's notice is now in review: that, not also that it was received.
    expect(await current(irja)).toEqual([["termination_request_tenant_accepted", meta("ready_for_review")]]);
    expect(await current(jussi)).toEqual([]);

    const asta = await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi");
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/staff/terminations/${id}/review`,
      headers: t.bearer(asta),
      payload: { decision: "approve", from: "ready_for_review" },
    });
    expect(approved.statusCode).toBe(200);
    for (const session of [irja, jussi])
      expect(await current(session)).toEqual([["termination_request_landlord_accepted", meta("approved")]]);
  });
});
