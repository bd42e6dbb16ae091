import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { codeFromOutbox, countOutboxMessages } from "../../test/outbox.ts";

const UNCONFIRMED = "vahvistamaton@example.fi";

describe.each(testDatabases)("sign-in with a confirmation code, and the audit log, on $name", (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const actionsOf = async (email: string) => {
    const [account] = await t.database.db.select().from(userAccounts).where(eq(userAccounts.email, email));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, account!.id))
      .orderBy(desc(auditLog.id));
    return rows;
  };

  it("asks an unconfirmed account for the mailed code, then signs it in", async () => {
    const wrong = await post("/api/login", { username: UNCONFIRMED, password: "Vaara-Arvaus-1" });
    expect(wrong.json()).toEqual({ errorType: "INCORRECT_CREDENTIALS" });
    expect(await countOutboxMessages(t.database.db, UNCONFIRMED, "confirmation-code")).toBe(0);

    const res = await post("/api/login", { username: UNCONFIRMED, password: "Asukas!2026" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorType: "CONFIRMATION_CODE_REQUIRED" });
    const code = await codeFromOutbox(t.database.db, UNCONFIRMED, "confirmation-code");

    const confirmed = await post("/api/register/confirmation-code", {
      confirmationCode: code,
      username: UNCONFIRMED,
    });
    expect(confirmed.json()).toEqual({ nextStep: "SIGN_IN" });
    const [account] = await t.database.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.email, UNCONFIRMED));
    expect(account!.emailConfirmedAt).not.toBeNull();
    expect(await t.login(UNCONFIRMED)).toBeTruthy();
  });

  it("records sign-in, failed sign-in and sign-out, without secrets", async () => {
    const email = "aino.asukas@example.fi";
    await post("/api/login", { username: email, password: "Vaara-Arvaus-1" });
    const sessionId = await t.login(email);
    const out = await post("/api/logout", {}, t.bearer(sessionId));
    expect(out.statusCode).toBe(200);
    const rows = await actionsOf(email);
    expect(rows.slice(0, 3).map((r) => r.action)).toEqual(["sign_out", "sign_in", "sign_in_failed"]);
    expect(rows[2]!.details).toEqual({ reason: "INCORRECT_CREDENTIALS" });
    expect(rows[0]!.address).toBe("127.0.0.1");
    const text = JSON.stringify(rows);
    expect(text).not.toContain("Asukas!2026");
    expect(text).not.toContain("Vaara-Arvaus-1");
    expect(text).not.toContain(sessionId);
  });

  it("records a failed sign-in of an unknown address without a user", async () => {
    await post("/api/login", { username: "ei.ole.olemassa@example.fi", password: "Vaara-Arvaus-1" });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sign_in_failed")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ userId: null, personId: null, details: { reason: "INCORRECT_CREDENTIALS" } });
    expect(JSON.stringify(row)).not.toContain("ei.ole.olemassa");
  });
});
