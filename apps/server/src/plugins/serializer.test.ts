import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { billingHistoryResponse } from "@portal/schemas/billing";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fastJsonSchema, serializerCompiler } from "./serializer.ts";

const compile = (schema: z.ZodType, compiler = serializerCompiler) =>
  compiler({ schema, method: "GET", url: "/api/test", httpStatus: "200" } as never) as (
    data: unknown,
  ) => string;

const history = {
  items: [
    {
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      year: 2026,
      month: 11,
      isCurrent: true,
      sumBefore: 892,
      sumAfter: 0,
      monthUnpaid: 0,
      billed: [{ reason: "rent", reasonName: 'Vuokra "A" \\ ö', amountEuros: 826.5, dueDate: "2026-11-02" }],
      paid: [],
    },
  ],
};

describe("the response serializer", () => {
  it("writes what zod's serializer writes", () => {
    const zodWritten = compile(billingHistoryResponse, zodSerializerCompiler)(history);
    // The sample must be a valid answer, or the comparison proves nothing.
    expect(JSON.parse(zodWritten)).toBeTruthy();
    expect(compile(billingHistoryResponse)(history)).toBe(zodWritten);
  });

  it("leaves out fields the schema does not declare", () => {
    const schema = z.object({ name: z.string(), nested: z.array(z.object({ a: z.number() })) });
    const written = compile(schema)({
      name: "x",
      passwordHash: "secret",
      nested: [{ a: 1, personId: "p" }],
    });
    expect(JSON.parse(written)).toEqual({ name: "x", nested: [{ a: 1 }] });
  });

  it("writes nullable and optional fields as zod does", () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.number().nullable(),
      c: z.string().optional(),
      d: z.enum(["x", "y"]).nullable(),
      e: z.union([z.object({ kind: z.literal("k"), v: z.number() }), z.null()]),
    });
    for (const value of [
      { a: null, b: null, d: null, e: null },
      { a: "s", b: 1.5, c: "o", d: "x", e: { kind: "k", v: 2 } },
    ])
      // fast-json-stringify writes required fields before optional ones: the same JSON, in its order.
      expect(JSON.parse(compile(schema)(value))).toStrictEqual(
        JSON.parse(compile(schema, zodSerializerCompiler)(value)),
      );
  });

  it("refuses an answer that lacks a required field instead of sending it incomplete", () => {
    const schema = z.object({ id: z.string(), amount: z.number() });
    expect(() => compile(schema)({ id: "x" })).toThrow();
  });

  it("writes every answer schema of the shared schemas itself, none through the slower fallback", async () => {
    const dir = join(import.meta.dirname, "../../../../packages/schemas/src");
    const slow: string[] = [];
    let checked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const module = (await import(join(dir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module))
        if (/Response$/.test(name) && value instanceof z.ZodType) {
          checked++;
          if (!fastJsonSchema(value)) slow.push(`${file}: ${name}`);
        }
    }
    expect(checked).toBeGreaterThan(30);
    expect(slow).toEqual([]);
  });
});
