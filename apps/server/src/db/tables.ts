// The tables of db/schema as the rest of the server names them, without importing drizzle-orm: a
// module's manifest lists the tables it owns (modules/module.ts), and the ownership test reads
// every table of the schema.
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

export type Table = PgTable;

/** The table's name in the database. */
export const tableName = (table: Table): string => getTableName(table);

/** The tables among a schema file's exports (its column helpers and types are not tables). */
export function tablesOf(exports: Record<string, unknown>): Table[] {
  return Object.values(exports).filter((value): value is Table => is(value, PgTable));
}
