// The expense reports' multipart keys ("contactInfo.iban", "purchaseReports[0].amount") read into
// one nested object, safely: a key names letters and digits only (no __proto__), never a prototype
// member, an index at most MULTIPART_INDEX_MAX, and no value is written twice or over an object.
import { MULTIPART_INDEX_MAX } from "@portal/schemas/committee-forms.constants";

export type KeyPath = (string | number)[];

/** Names a client may use: a letter, then letters and digits (so never __proto__). */
const NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
/** Names that are members of every object: refused even though they are letters. */
const FORBIDDEN = new Set(["constructor", "prototype", "toString", "valueOf", "hasOwnProperty"]);
const TOKEN = /\.([A-Za-z][A-Za-z0-9]{0,63})|\[(\d{1,6})\]/y;
const MAX_DEPTH = 6;

/** "purchaseReports[0].receipts" → ["purchaseReports", 0, "receipts"]; null when not a key we take. */
export function parseKey(key: string): KeyPath | null {
  if (typeof key !== "string" || key.length > 200) return null;
  const head = /^[A-Za-z][A-Za-z0-9]{0,63}/.exec(key)?.[0];
  if (!head || FORBIDDEN.has(head)) return null;
  const path: KeyPath = [head];
  TOKEN.lastIndex = head.length;
  while (TOKEN.lastIndex < key.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(key);
    if (!match || match.index !== at) return null;
    if (match[1] !== undefined) {
      if (FORBIDDEN.has(match[1]) || !NAME.test(match[1])) return null;
      path.push(match[1]);
    } else {
      const index = Number(match[2]);
      // "[01]" is not an index we write.
      if (index > MULTIPART_INDEX_MAX || String(index) !== match[2]) return null;
      path.push(index);
    }
    if (path.length > MAX_DEPTH) return null;
  }
  return path;
}

/** Why a set of keys cannot be one object; the field is the key as sent. */
export class KeyConflict extends Error {
  readonly key: string;
  constructor(key: string) {
    super("conflicting key");
    this.key = key;
  }
}

type Node = Map<string | number, Node | string | string[]>;

/**
 * Builds the nested object. `repeatable(path)` says whether a key may come several times (then its
 * values form a list, as receipts do); any other key given twice, a value where an object is (or
 * the other way round), an index used as a name or the reverse, and a list with gaps are
 * KeyConflicts. Objects come out with a null prototype turned into plain ones at the end, built
 * from Maps, so no key ever reaches Object.prototype.
 */
export function buildNested(
  entries: readonly { key: string; path: KeyPath; value: string }[],
  repeatable: (path: KeyPath) => boolean,
): Record<string, unknown> {
  const root: Node = new Map();
  for (const { key, path, value } of entries) {
    let node = root;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i]!;
      const next = node.get(segment);
      if (next === undefined) {
        const child: Node = new Map();
        node.set(segment, child);
        node = child;
      } else if (next instanceof Map) node = next;
      else throw new KeyConflict(key);
    }
    const last = path.at(-1)!;
    const existing = node.get(last);
    if (repeatable(path)) {
      if (existing === undefined) node.set(last, [value]);
      else if (Array.isArray(existing)) existing.push(value);
      else throw new KeyConflict(key);
    } else {
      if (existing !== undefined) throw new KeyConflict(key);
      node.set(last, value);
    }
  }
  return toPlain(root, "") as Record<string, unknown>;
}

function toPlain(node: Node | string | string[], key: string): unknown {
  if (!(node instanceof Map)) return node;
  const keys = [...node.keys()];
  const numeric = keys.filter((k) => typeof k === "number");
  if (numeric.length && numeric.length !== keys.length) throw new KeyConflict(key);
  if (numeric.length) {
    const list: unknown[] = [];
    for (let i = 0; i < numeric.length; i++) {
      if (!node.has(i)) throw new KeyConflict(`${key}[${i}]`);
      list.push(toPlain(node.get(i)!, `${key}[${i}]`));
    }
    return list;
  }
  const object: Record<string, unknown> = {};
  for (const k of keys as string[])
    Object.defineProperty(object, k, {
      value: toPlain(node.get(k)!, key ? `${key}.${k}` : k),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return object;
}
