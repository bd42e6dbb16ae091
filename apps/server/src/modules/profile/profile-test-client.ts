import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import type { TestContext } from "../../test/harness.ts";

/** The profile's calls as a tenant's browser makes them, for the profile's server tests. */
export function profileClient(t: TestContext) {
  const send = (method: "PATCH" | "POST", url: string, sessionId: string, payload: object) =>
    t.app.inject({ method, url, headers: t.bearer(sessionId), payload });

  return {
    /** Moves the clock an hour on: a fresh throttle window and an old sign-in. */
    freshWindow() {
      t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
    },
    minutesPass(minutes: number) {
      t.clock.now = new Date(t.clock.now.getTime() + minutes * 60_000);
    },
    patch: (sessionId: string, payload: object) => send("PATCH", "/api/profile", sessionId, payload),
    confirmEmail: (sessionId: string, code: string) =>
      send("POST", "/api/profile/email/confirm", sessionId, { code }),
    confirmPhone: (sessionId: string, code: string) =>
      send("POST", "/api/profile/phone/confirm", sessionId, { code }),
    changePassword: (sessionId: string, payload: object) =>
      send("POST", "/api/profile/password", sessionId, payload),
    async profile(sessionId: string) {
      const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: t.bearer(sessionId) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Record<string, unknown>;
    },
    async userId(email: string): Promise<string> {
      const [row] = await t.database.db
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.email, email));
      if (!row) throw new Error(`no account ${email}`);
      return row.id;
    },
    /** Audit entries of one action of the account, oldest first. */
    async audits(userId: string, action: (typeof auditLog.$inferSelect)["action"]) {
      return t.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)))
        .orderBy(auditLog.id);
    },
    /** Every mail and SMS delivered to the recipient (the sandbox mailbox), newest first. */
    async mailbox(recipient: string) {
      await t.deliverOutbox();
      const res = await t.app.inject({
        method: "GET",
        url: `/sandbox/mail/messages.json?to=${encodeURIComponent(recipient)}`,
      });
      return (res.json() as { messages: { subject: string | null; text: string }[] }).messages;
    },
  };
}
