// Checksums of what a backup holds: every table's rows (in the database, as one query per table) and
// every file (sha256 of its bytes). The backup writes them into its manifest; the restore checks the
// backup's files against them before it writes anything and the restored database and file store
// against them afterwards.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import type pg from "pg";

export interface TableChecksum {
  /** schema.table */
  table: string;
  rows: number;
  /** Independent of the rows' order: the sum of each row's hash (60 bits of md5 of its text). */
  checksum: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema')`;

/**
 * The session settings a row's text depends on, the same whichever server or client reads it.
 * `set local`: inside a transaction, they end with it.
 */
export async function steadyRowText(client: pg.ClientBase): Promise<void> {
  await client.query(
    `select set_config('timezone', 'UTC', true), set_config('datestyle', 'ISO, YMD', true),
            set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '1', true),
            set_config('bytea_output', 'hex', true)`,
  );
}

/** Every ordinary table outside the system schemas, as schema.table, in name order. */
export async function listTables(client: pg.ClientBase): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  return rows;
}

/** One table's row count and checksum, read by `client` (in its transaction's snapshot, if any). */
export async function tableChecksum(
  client: pg.ClientBase,
  table: { schema: string; name: string },
): Promise<TableChecksum> {
  const { rows } = await client.query<{ rows: string; sum: string }>(
    `select count(*)::text as rows,
            coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as sum
       from only ${quote(table.schema)}.${quote(table.name)} as t`,
  );
  return { table: `${table.schema}.${table.name}`, rows: Number(rows[0]!.rows), checksum: rows[0]!.sum };
}

/** Every table's checksum, in name order. Call steadyRowText() first, in the same transaction. */
export async function tableChecksums(client: pg.ClientBase): Promise<TableChecksum[]> {
  const out: TableChecksum[] = [];
  for (const table of await listTables(client)) out.push(await tableChecksum(client, table));
  return out;
}

/**
 * What a database already holds besides an empty public schema: its tables, sequences, views and
 * schemas of its own, by kind ("table", "sequence", …; tables first). Empty: a database fresh from
 * `createdb`.
 */
export async function databaseContents(client: pg.ClientBase): Promise<{ kind: string; names: string[] }[]> {
  const { rows } = await client.query<{ kind: string; names: string[] }>(
    `with held as (
       select case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view'
                when 'f' then 'foreign table' else 'table' end as kind,
              format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'S', 'v', 'm', 'f')
          and n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg\\_%'
       union all
       select 'schema', format('%I', nspname) from pg_namespace
        where nspname not in ${SYSTEM_SCHEMAS} and nspname not like 'pg\\_%' and nspname <> 'public')
     select kind, array_agg(name order by name) as names from held
      group by kind order by kind <> 'table', kind`,
  );
  return rows;
}

/**
 * Sequences that would hand out an id their column already holds: each sequence owned by a column
 * (serial, identity) must be at or past that column's largest value.
 */
export async function sequencesBehind(client: pg.ClientBase): Promise<string[]> {
  const { rows: owned } = await client.query<{ sequence: string; table: string; column: string }>(
    `select format('%I.%I', sn.nspname, s.relname) as sequence,
            format('%I.%I', tn.nspname, t.relname) as table, quote_ident(a.attname) as column
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class t on t.oid = d.refobjid
       join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i')`,
  );
  const behind: string[] = [];
  for (const { sequence, table, column } of owned) {
    const { rows } = await client.query<{ ok: boolean }>(
      `select coalesce((select max(${column}) from ${table}) <=
              (select case when is_called then last_value else last_value - 1 end from ${sequence}), true) as ok`,
    );
    if (!rows[0]!.ok) behind.push(`${sequence} (for ${table}.${column})`);
  }
  return behind;
}

/** sha256 (hex) and size of a stream's bytes. */
export async function hashStream(body: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

export const hashFile = (path: string) => hashStream(createReadStream(path));
