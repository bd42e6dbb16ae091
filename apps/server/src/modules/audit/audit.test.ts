import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { createAuditRepository } from "./audit.repository.ts";

describe.each(testDatabases)("the audit log on $name", (target) => {
  const t = useTestApp(target);
  const db = () => t.database.db;

  it("is append-only: UPDATE, DELETE and TRUNCATE are refused", async () => {
    // A sign-in writes a row naming the account.
    await t.login("aino.asukas@example.fi");
    await createAuditRepository(db()).record(
      { action: "staff_sign_out", details: { staffId: "x" } },
      t.clock.now,
    );
    await expect(db().execute(sql`update audit_log set details = '{}'::jsonb`)).rejects.toThrow();
    await expect(
      db().execute(sql`update audit_log set user_id = null where user_id is not null`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
  });

  it("keeps a deleted account's rows, without its id", async () => {
    const [person] = await db()
      .insert(persons)
      .values({ firstName: "Poistuva", lastName: "Tili" })
      .returning();
    const [account] = await db()
      .insert(userAccounts)
      .values({ personId: person!.id, email: "poistuva.tili@example.fi", passwordHash: "x" })
      .returning();
    await createAuditRepository(db()).record(
      { action: "sign_up", userId: account!.id, address: "192.0.2.1", details: { via: "test" } },
      t.clock.now,
    );
    await db().delete(userAccounts).where(eq(userAccounts.id, account!.id));
    const rows = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.details} = '{"via":"test"}'::jsonb`);
    expect(rows).toMatchObject([{ action: "sign_up", userId: null, address: "192.0.2.1" }]);
  });
});
