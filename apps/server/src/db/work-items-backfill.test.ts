import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const migrations = join(import.meta.dirname, "migrations");

/** The migrations folder up to `tag` (inclusive when `inclusive`): a copy whose journal stops there. */
function migrationsUpTo(tag: string, inclusive: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-migrations-"));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, inclusive ? at + 1 : at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe("the migration that makes requests work items", () => {
  const client = new PGlite({ extensions: { btree_gist } });
  const db = drizzle({ client });
  const before = migrationsUpTo("0017_work_items", false);
  const upTo = migrationsUpTo("0017_work_items", true);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
    rmSync(upTo, { recursive: true, force: true });
  });

  // The rows are made whole (the migration's updates check every reference of the rows they touch).
  it("gives existing requests their building and a due time by the default service levels in working days", async () => {
    await migrate(db, { migrationsFolder: before });
    const [org, building, apartment, contract, person, user] = Array.from({ length: 6 }, () =>
      crypto.randomUUID(),
    );
    const rows = {
      lock: crypto.randomUUID(),
      tap: crypto.randomUUID(),
      message: crypto.randomUUID(),
      christmas: crypto.randomUUID(),
    };
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into organisations (id, name, branding) values (${org}, 'Org', '{}'::jsonb)`,
      );
      await tx.execute(sql`insert into buildings (id, organisation_id, name, street_address, postal_code, city)
        values (${building}, ${org}, 'Talo', 'Tie 1', '00100', 'Helsinki')`);
      await tx.execute(sql`insert into apartments (id, building_id, apartment_number, area_m2, rooms)
        values (${apartment}, ${building}, 'A 1', 40, 2)`);
      await tx.execute(
        sql`insert into persons (id, first_name, last_name) values (${person}, 'Aino', 'Asukas')`,
      );
      await tx.execute(sql`insert into user_accounts (id, person_id, email, password_hash)
        values (${user}, ${person}, 'aino@example.fi', 'x')`);
      await tx.execute(sql`insert into contracts (id, apartment_id, contract_number, start_date, monthly_rent_cents, due_day)
        values (${contract}, ${apartment}, 'K-1', '2025-01-01', 80000, 2)`);
      const notice = (id: string, defectClass: string, at: string) => sql`
        insert into defect_notices (id, user_id, person_id, contract_id, title, description, defect_class,
          affected_area, has_pets_in_apartment, master_key_access_allowed, phone, language, created_at)
        values (${id}, ${user}, ${person}, ${contract}, 'Vika', 'Kuvaus', ${defectClass}, 'apartment',
          false, true, '+358401234567', 'fi', ${at}::timestamptz)`;
      // Monday 16 March 2026 at 12.00 in Helsinki.
      await tx.execute(notice(rows.lock, "locks", "2026-03-16T10:00:00Z"));
      await tx.execute(notice(rows.tap, "repair", "2026-03-16T10:00:00Z"));
      const message = (id: string, at: string) => sql`
        insert into contact_requests (id, user_id, person_id, contract_id, category, subcategory, subject, content, language, created_at)
        values (${id}, ${user}, ${person}, ${contract}, 471, 'other', 'Kysymys', 'Teksti', 'fi', ${at}::timestamptz)`;
      await tx.execute(message(rows.message, "2026-03-16T10:00:00Z"));
      // Wednesday 23 December 2026: Christmas Eve, Christmas Day and the weekend do not count.
      await tx.execute(message(rows.christmas, "2026-12-23T10:00:00Z"));
    });
    await migrate(db, { migrationsFolder: upTo });
    const result = await db.execute<{ id: string; building_id: string; due_at: string | Date }>(sql`
      select id, building_id, due_at from defect_notices union all select id, building_id, due_at from contact_requests`);
    const due = Object.fromEntries(result.rows.map((r) => [r.id, new Date(r.due_at).toISOString()]));
    expect(result.rows.every((r) => r.building_id === building)).toBe(true);
    expect(due[rows.lock]).toBe("2026-03-17T22:00:00.000Z");
    expect(due[rows.tap]).toBe("2026-03-23T22:00:00.000Z");
    expect(due[rows.message]).toBe("2026-03-18T22:00:00.000Z");
    expect(due[rows.christmas]).toBe("2026-12-29T22:00:00.000Z");
  }, 180_000); // Every migration on an embedded database: slow on a busy machine.
});
