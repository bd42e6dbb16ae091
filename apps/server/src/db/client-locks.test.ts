import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { postgresDatabase } from "../test/postgres-copy.ts";

/**
 * Behind PgBouncer in transaction mode DATABASE_URL's connections are not the process's between
 * transactions, so a session lock taken on one would not hold. With DATABASE_LOCK_URL the locks,
 * and the migrations run under one, go over a direct connection of their own.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the session locks on PostgreSQL", () => {
  it("are taken on DATABASE_LOCK_URL's own connection when it is set, and exclude another process", async () => {
    const { url, drop } = await postgresDatabase(process.env.TEST_DATABASE_URL!, "migrated");
    // The same server twice: what matters is which connection the lock is taken on.
    const one = await openDatabase({ kind: "postgres", url, poolMax: 2, lockUrl: url });
    const other = await openDatabase({ kind: "postgres", url, poolMax: 2 });
    try {
      await one.migrate();
      const held = await one.withLock("monthly-bills", { wait: false }, async () => {
        // Whose session holds the advisory lock: the lock connection's, named apart from the pool's.
        const { rows } = (await other.db.execute(
          sql`select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and a.datname = current_database()`,
        )) as unknown as { rows: { application_name: string }[] };
        const excluded = await other.withLock("monthly-bills", { wait: false }, async () => "ran");
        return { holders: rows.map((r) => r.application_name), excluded };
      });
      expect(held).toEqual({
        acquired: true,
        value: { holders: ["portal-locks"], excluded: { acquired: false } },
      });
      // Released with the work: the other process takes it now.
      expect(await other.withLock("monthly-bills", { wait: false }, async () => "ran")).toEqual({
        acquired: true,
        value: "ran",
      });
    } finally {
      await one.close();
      await other.close();
      await drop();
    }
  });
});
