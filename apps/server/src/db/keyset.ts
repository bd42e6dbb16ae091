import { and, asc, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { encodeCursor, type CursorKey, type Page } from "@portal/schemas/page";

/** The two columns every queue is read in: creation time, then id to break ties. */
export interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

/** A select (drizzle's, made `$dynamic()`) still open for its order and limit. */
interface OpenSelect<Row> {
  orderBy(...columns: SQL[]): { limit(limit: number): PromiseLike<Row[]> };
}

/**
 * One page of a list in (created_at, id) order, oldest first, by keyset: the rows after the
 * cursor, one more than asked to know whether a next page exists, and how many rows the filters
 * match in all. `rows` is the caller's query (its joins and columns, without order or limit) for a
 * condition, `count` how many rows a condition matches; `where` is the filters.
 */
export async function keysetPage<Row extends { createdAt: Date; id: string }>({
  rows,
  count,
  columns,
  where,
  cursor,
  limit,
}: {
  rows: (where: SQL | undefined) => OpenSelect<Row>;
  count: (where: SQL | undefined) => Promise<number>;
  columns: KeysetColumns;
  where: SQL | undefined;
  cursor: CursorKey | undefined;
  limit: number;
}): Promise<Page<Row>> {
  // A row comparison, so the (created_at, id) index is read from the cursor on.
  const after = cursor
    ? sql`(${columns.createdAt}, ${columns.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const found = await rows(and(where, after))
    .orderBy(asc(columns.createdAt), asc(columns.id))
    .limit(limit + 1);
  const total = await count(where);
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: found.length > limit && last ? encodeCursor(last) : null, total };
}
