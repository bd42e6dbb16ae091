import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";
import { documentOf, operationsOf, type Json } from "../test/openapi.ts";
import { staffSession } from "../test/staff-sessions.ts";

/**
 * Every operation of the OpenAPI document, called by every kind of caller with what the document
 * says it takes and with what it does not: nothing a client can send answers 5xx. The inputs come
 * from a seeded generator, so a failure names a request that can be sent again; the count is
 * bounded (CASES a caller and operation).
 */
const SEED = 20261128;
const CASES = 6;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

/** Strings an attacker tries: NUL bytes, quotes, traversal, scripts, huge and odd Unicode. */
const HOSTILE = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  "../../../etc/passwd",
  "%2e%2e%2f%2e%2e%2f",
  "<script>alert(1)</script>",
  "\ud800",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏠",
  "x".repeat(70_000),
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "-1",
  "1e309",
  "NaN",
  "9999999999999999999999",
  "2026-02-30",
  "0000-00-00T25:61:61Z",
  "__proto__",
  "constructor",
];
const NUMBERS = [-1, 0, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5, 1e308, -0];

type Schema = Json & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  $ref?: string;
};

function resolve(doc: Json, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const path = schema.$ref.replace(/^#\//, "").split("/");
  let node: unknown = doc;
  for (const part of path) node = (node as Json)[part];
  return node as Schema;
}

/** A value the schema would accept, as far as a generator without its refinements can tell. */
function plausible(doc: Json, raw: Schema | undefined, r: Random, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (!schema || depth > 5) return null;
  if (schema.enum?.length) return r.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return plausible(doc, r.pick(union), r, depth + 1);
  if (schema.allOf?.length) return plausible(doc, schema.allOf[0], r, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Json = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || r.next() < 0.5) out[key] = plausible(doc, prop, r, depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: 1 + r.int(2) }, () => plausible(doc, schema.items, r, depth + 1));
    case "integer":
    case "number": {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      const n = min + r.next() * (max - min);
      return type === "integer" ? Math.round(n) : n;
    }
    case "boolean":
      return r.next() < 0.5;
    case "string":
      switch (schema.format) {
        case "uuid":
          return "5b1f2c9e-3d4a-4b6c-8e7f-9a0b1c2d3e4f";
        case "email":
          return "fuzz@example.fi";
        case "date":
          return "2026-12-01";
        case "date-time":
          return "2026-12-01T10:00:00.000Z";
        case "binary":
          return "file";
        default:
          return "a".repeat(Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12)));
      }
    default:
      return "x";
  }
}

/** The same shape with its values broken: wrong types, hostile strings, numbers out of range. */
function broken(value: unknown, r: Random, depth = 0): unknown {
  if (depth > 6) return null;
  if (Array.isArray(value))
    return r.next() < 0.2
      ? Array.from({ length: 5_000 }, () => r.pick(HOSTILE))
      : value.map((v) => broken(v, r, depth + 1));
  if (value && typeof value === "object") {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) if (r.next() > 0.15) out[k] = broken(v, r, depth + 1);
    if (r.next() < 0.3)
      out[r.pick(["__proto__", "constructor", "extra", "x".repeat(300)])] = { polluted: true };
    return out;
  }
  const roll = r.next();
  if (roll < 0.45) return r.pick(HOSTILE);
  if (roll < 0.65) return r.pick(NUMBERS);
  if (roll < 0.75) return r.pick([true, false, null, {}, [], [[]], { a: { b: { c: {} } } }]);
  return value;
}

/** A path segment as a client would send it; a lone surrogate goes as the bytes it would be (invalid UTF-8). */
function segment(value: string): string {
  try {
    return encodeURIComponent(value).slice(0, 2_000);
  } catch {
    return "%ED%A0%80";
  }
}

type Caller = { name: string; headers: () => Promise<Record<string, string>> };

describe.each(embeddedDatabase)("the API under fuzzed input, on $name", (target) => {
  const t = useTestApp(target);

  it("answers no 5xx to any operation, caller or input", { timeout: 600_000 }, async () => {
    const doc = await documentOf(t.app);
    const operations = operationsOf(doc).filter(([, path]) => !path.startsWith("/api/docs"));
    expect(operations.length).toBeGreaterThan(150);
    const callers: Caller[] = [
      { name: "anonymous", headers: async () => ({}) },
      { name: "tenant", headers: async () => t.bearer(await t.login("aino.asukas@example.fi")) },
      {
        name: "staff",
        headers: async () => t.bearer(await staffSession(t, "ylla.pitaja@kotikallio.example.fi")),
      },
      {
        name: "viewing",
        headers: async () =>
          t.bearer(
            await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi", "pekka.puhelin@example.fi"),
          ),
      },
    ];
    const r = generator(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const [method, path, op] of operations) {
      const operation = op as Json & {
        parameters?: { in: string; name: string; schema?: Schema }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      for (const caller of callers) {
        // A fresh session for every operation: one operation's sign-out or password change does
        // not decide what the next one meets.
        const headers = await caller.headers();
        for (let i = 0; i < CASES; i += 1) {
          const wild = i > 1;
          const url = path.replace(/\{([^}]+)\}/g, () =>
            segment(
              String(wild ? r.pick(HOSTILE) : r.pick(["5b1f2c9e-3d4a-4b6c-8e7f-9a0b1c2d3e4f", "1", "abc"])),
            ),
          );
          const query = new URLSearchParams();
          for (const p of operation.parameters ?? [])
            if (p.in === "query" && r.next() < 0.8) {
              const value = plausible(doc, p.schema, r);
              query.set(p.name, String(wild ? broken(value, r) : value).slice(0, 4_000));
            }
          const target = `${url}${query.size ? `?${query}` : ""}`;
          const sentHeaders: Record<string, string> = { ...headers };
          const request: InjectOptions = {
            method: method as InjectOptions["method"],
            url: target,
            headers: sentHeaders,
          };
          if (!["GET", "HEAD", "DELETE"].includes(method)) {
            const value = plausible(doc, bodySchema, r);
            if (i === 5) {
              // An unreadable body: cut JSON, or a type the route does not take.
              request.payload = r.pick(['{"a":', "[[[[", "null", "\u0000"]);
              sentHeaders["content-type"] = r.pick(["application/json", "text/plain"]);
            } else request.payload = (wild ? broken(value, r) : value) as Json;
          }
          const res = await t.app.inject(request);
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${caller.name} ${method} ${path} case ${i} → ${res.statusCode} (${target.slice(0, 120)}, body ${JSON.stringify(request.payload)?.slice(0, 200)})`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(operations.length * callers.length * CASES - 1);
    expect(failures).toEqual([]);
  });
});
