import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { terminationNotices, terminationStatusChanges } from "../../db/schema/termination.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { AINO, notice, PEKKA, terminationClient, VILLE } from "./termination-test-client.ts";

/** Pekka's own notice: his address and his account for the deposit. */
const soleParty = {
  newAddress: { recipientName: "Pekka Puhelin", streetAddress: "Kuja 3", postalCode: "02100", city: "Espoo" },
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
};

// Races that only the database settles: the one open notice of a contract, a party's one decision
// and the landlord's one review.
describe.each(testDatabases)("lease termination races on $name", (target) => {
  const t = useTestApp(target);
  const c = terminationClient(t);

  it("keeps one open notice when two parties confirm theirs at once", async () => {
    const aino = await t.login(AINO);
    const ville = await t.login(VILLE);
    expect((await c.give(aino)).statusCode).toBe(200);
    expect((await c.give(ville, notice({ endDate: "2026-05-31" }))).statusCode).toBe(200);
    const [a, v] = [await c.identify(AINO), await c.identify(VILLE)];
    const results = await Promise.all([c.confirm(aino, a), c.confirm(ville, v)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused.error).toBe("TERMINATION_NOT_ALLOWED");
    const contractId = (await c.get(aino)).json().notice.id as string;
    const rows = await t.database.db.select().from(terminationNotices);
    expect(rows.filter((r) => r.status === "pending_tenant_approval").map((r) => r.id)).toEqual([contractId]);
  });

  it("writes one decision when a party accepts and rejects at once", async () => {
    const aino = await t.login(AINO);
    const ville = await t.login(VILLE);
    const open = (await c.get(aino)).json().notice as { id: string; sender: { firstName: string } };
    // The other of the two decides: Ville on Aino's notice, or Aino on Ville's.
    const [decider, email] = open.sender.firstName === "Aino" ? [ville, VILLE] : [aino, AINO];
    expect((await c.accept(decider, open.id)).statusCode).toBe(200);
    const ref = await c.identify(email);
    const [accepted, rejected] = await Promise.all([c.confirm(decider, ref), c.reject(decider, open.id)]);
    const codes = [accepted.statusCode, rejected.statusCode];
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(terminationNotices)
      .where(eq(terminationNotices.id, open.id));
    expect(row!.status).toBe(accepted.statusCode === 200 ? "ready_for_review" : "rejected");
    const history = await t.database.db
      .select()
      .from(terminationStatusChanges)
      .where(eq(terminationStatusChanges.noticeId, open.id));
    expect(history.map((h) => h.status)).toEqual(["pending_tenant_approval", row!.status]);
  });

  it("lets one of two reviewers decide a notice", async () => {
    // A notice of its own, ready for review at once: Pekka is the only party on his lease.
    const pekka = await t.login(PEKKA);
    expect((await c.give(pekka, notice(soleParty))).statusCode).toBe(200);
    const given = await c.confirm(pekka, await c.identify(PEKKA));
    expect(given.statusCode).toBe(200);
    const ready = given.json().notice as { id: string; status: string };
    expect(ready.status).toBe("ready_for_review");
    const asta = await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi");
    const kalle = await staffSession(t, "kalle.kiinteisto@kotikallio.example.fi");
    const review = (session: string, payload: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/staff/terminations/${ready.id}/review`,
        headers: t.bearer(session),
        payload,
      });
    const results = await Promise.all([
      review(asta, { decision: "approve", from: "ready_for_review" }),
      review(kalle, { decision: "reject", from: "ready_for_review", reason: "Päällekkäinen ilmoitus." }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe("STALE_STATE");
    // The winner's decision is the notice's, and the history holds it once.
    const decided = results[0]!.statusCode === 200 ? "approved" : "rejected";
    expect(results.find((r) => r.statusCode === 200)!.json().status).toBe(decided);
    const [row] = await t.database.db
      .select()
      .from(terminationNotices)
      .where(eq(terminationNotices.id, ready.id));
    expect(row!.status).toBe(decided);
    const history = await t.database.db
      .select()
      .from(terminationStatusChanges)
      .where(eq(terminationStatusChanges.noticeId, ready.id));
    expect(history.map((h) => h.status)).toEqual(["pending_tenant_approval", "ready_for_review", decided]);
  });
});
