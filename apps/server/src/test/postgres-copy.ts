import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on TEST_DATABASE_URL's server, by its address, for a server started as a
 * process (or a runtime) that opens its own connections: empty, migrated, or migrated and seeded
 * with the demo world (copies of the run's templates, test/global-setup.ts).
 */
export async function postgresDatabase(
  adminUrl: string,
  from: "empty" | "migrated" | "seeded",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const template =
    from === "empty" ? null : inject(from === "seeded" ? "postgresSeededTemplate" : "postgresTemplate");
  await admin(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
