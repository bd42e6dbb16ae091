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

/** The migrations folder as it was before `tag`: a copy whose journal stops short of it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-migrations-"));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe("the migration that names the history's actor", () => {
  const client = new PGlite({ extensions: { btree_gist } });
  const db = drizzle({ client });
  const before = migrationsBefore("0014_workflow_actors");
  // Up to 0014 only: the rows below leave their references unchecked, which later migrations need.
  const upTo = migrationsBefore("0017_work_items");
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
    rmSync(upTo, { recursive: true, force: true });
  });

  it("names the sending account on each existing 'sent' row and the product on later ones", async () => {
    await migrate(db, { migrationsFolder: before });
    const [user, notice, message] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    // Rows as the product wrote them before: only the columns of the time, references left unchecked.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into defect_notices (id, user_id, person_id, contract_id, title, description, defect_class,
          affected_area, has_pets_in_apartment, master_key_access_allowed, phone, language, status)
        values (${notice}, ${user}, gen_random_uuid(), gen_random_uuid(), 'Hana', 'Vuotaa', 'repair',
          'apartment', false, true, '+358401234567', 'fi', 'inProgress')`);
      await tx.execute(sql`
        insert into defect_notice_status_changes (notice_id, status, at)
        values (${notice}, 'sent', now() - interval '1 day'), (${notice}, 'inProgress', now())`);
      await tx.execute(sql`
        insert into contact_requests (id, user_id, person_id, contract_id, category, subcategory, subject,
          content, language)
        values (${message}, ${user}, gen_random_uuid(), gen_random_uuid(), 471, 'other', 'Kysymys', 'Teksti', 'fi')`);
      await tx.execute(sql`
        insert into contact_request_status_changes (request_id, status, at) values (${message}, 'sent', now())`);
    });
    await migrate(db, { migrationsFolder: upTo });
    const history = await db.execute<{ status: string; actor_kind: string; actor_id: string | null }>(sql`
      select status, actor_kind, actor_id from defect_notice_status_changes where notice_id = ${notice}
      union all
      select status, actor_kind, actor_id from contact_request_status_changes where request_id = ${message}
      order by status desc`);
    expect(history.rows).toEqual([
      { status: "sent", actor_kind: "tenant", actor_id: user },
      { status: "sent", actor_kind: "tenant", actor_id: user },
      { status: "inProgress", actor_kind: "system", actor_id: null },
    ]);
    // From now on a row must name its actor, and only the system goes without an id.
    await expect(
      db.execute(
        sql`insert into defect_notice_status_changes (notice_id, status, at) values (${notice}, 'ready', now())`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`
        insert into defect_notice_status_changes (notice_id, status, at, actor_kind, actor_id)
        values (${notice}, 'ready', now(), 'staff', null)`),
    ).rejects.toThrow();
  }, 180_000); // Every migration twice on an embedded database: slow on a busy machine.
});
