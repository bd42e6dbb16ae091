import { z } from "zod";
import { V, TOKEN_MAX } from "./common.ts";

/*
 * One page of a long list, read by keyset: the answer's `nextCursor` names the last row given, and
 * the next request starts after it, so rows added or moved meanwhile neither repeat nor vanish.
 */

/** Rows a page holds when the request does not say. */
export const PAGE_LIMIT_DEFAULT = 20;
/** The most rows one page may hold. */
export const PAGE_LIMIT_MAX = 100;

/** Where a page ends: the last row's creation time and id, the order every queue is read in. */
export interface CursorKey {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => atob(text.replaceAll("-", "+").replaceAll("_", "/"));

/** The opaque cursor a page answers with. */
export function encodeCursor({ createdAt, id }: CursorKey): string {
  return toBase64Url(`${createdAt.getTime()}.${id}`);
}

/** The row a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorKey | null {
  let text: string;
  try {
    text = fromBase64Url(cursor);
  } catch {
    return null;
  }
  const match = /^(\d{1,15})\.(.+)$/.exec(text);
  if (!match || !UUID.test(match[2]!)) return null;
  const createdAt = new Date(Number(match[1]));
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2]! };
}

/** The query string of every paged list: where to start (absent: the first page) and how many rows. */
export const pageQuery = z.strictObject({
  cursor: z
    .string()
    .max(TOKEN_MAX, V.tooLong)
    .transform((cursor, ctx) => {
      const key = decodeCursor(cursor);
      if (!key) ctx.addIssue({ code: "custom", message: V.invalid });
      return key ?? z.NEVER;
    })
    .optional(),
  limit: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(PAGE_LIMIT_MAX, V.invalid)
    .default(PAGE_LIMIT_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;
export type PageQueryInput = z.input<typeof pageQuery>;

/** The answer of every paged list: its rows, the cursor of the next page (null on the last) and how many rows match. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().nonnegative(),
  });
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}
