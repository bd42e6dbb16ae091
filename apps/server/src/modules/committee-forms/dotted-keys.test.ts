import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildNested, KeyConflict, parseKey } from "./dotted-keys.ts";

const build = (
  pairs: [string, string][],
  repeatable = (path: (string | number)[]) => path.at(-1) === "receipts",
) =>
  buildNested(
    pairs.map(([key, value]) => {
      const path = parseKey(key);
      if (!path) throw new Error(`not a key: ${key}`);
      return { key, path, value };
    }),
    repeatable,
  );

describe("dotted and indexed keys", () => {
  it("reads names, dots and indexes", () => {
    expect(parseKey("contactInfo.iban")).toEqual(["contactInfo", "iban"]);
    expect(parseKey("purchaseReports[2].receipts")).toEqual(["purchaseReports", 2, "receipts"]);
    expect(parseKey("formType")).toEqual(["formType"]);
  });

  it("refuses prototype members, odd characters, far or padded indexes and deep paths", () => {
    for (const key of [
      "__proto__",
      "__proto__.x",
      "a.__proto__",
      "constructor",
      "a.constructor.prototype",
      "a.prototype",
      "a[99999]",
      "a[100]",
      "a[01]",
      "a[-1]",
      "a[]",
      "a..b",
      "a.",
      ".a",
      "a b",
      "a[0]b",
      "1a",
      "",
      "a.b.c.d.e.f.g",
      "a".repeat(201),
    ])
      expect([key, parseKey(key)]).toEqual([key, null]);
  });

  it("builds the object without ever touching a prototype", () => {
    const built = build([
      ["contactInfo.iban", "FI21"],
      ["purchaseReports[0].amount", "1"],
      ["purchaseReports[1].amount", "2"],
      ["purchaseReports[0].receipts", "a"],
      ["purchaseReports[0].receipts", "b"],
    ]);
    expect(built).toEqual({
      contactInfo: { iban: "FI21" },
      purchaseReports: [{ amount: "1", receipts: ["a", "b"] }, { amount: "2" }],
    });
    expect(Object.getPrototypeOf(built)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).iban).toBeUndefined();
  });

  it("refuses a value twice, a value where an object is, names beside indexes and gaps", () => {
    const conflict = (pairs: [string, string][]) => {
      try {
        build(pairs);
        return null;
      } catch (error) {
        if (error instanceof KeyConflict) return error.key;
        throw error;
      }
    };
    expect(
      conflict([
        ["a", "1"],
        ["a", "2"],
      ]),
    ).toBe("a");
    expect(
      conflict([
        ["a.b", "1"],
        ["a", "2"],
      ]),
    ).toBe("a");
    expect(
      conflict([
        ["a", "1"],
        ["a.b", "2"],
      ]),
    ).toBe("a.b");
    expect(
      conflict([
        ["a[0]", "1"],
        ["a.b", "2"],
      ]),
    ).toBe("a");
    expect(conflict([["a[1]", "1"]])).toBe("a[0]");
    expect(
      conflict([
        ["a[0].receipts", "1"],
        ["a[0].receipts.x", "2"],
      ]),
    ).toBe("a[0].receipts.x");
  });

  it("never throws anything but a KeyConflict on keys it accepted, and never pollutes", () => {
    const segment = fc.oneof(
      fc.constantFrom("a", "b", "receipts", "purchaseReports"),
      fc.integer({ min: 0, max: 3 }).map((i) => `[${i}]`),
    );
    const key = fc
      .tuple(fc.constantFrom("a", "b", "purchaseReports"), fc.array(segment, { maxLength: 4 }))
      .map(([head, rest]) => rest.reduce((k, s) => (s.startsWith("[") ? `${k}${s}` : `${k}.${s}`), head));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 5 })), { maxLength: 12 }), (pairs) => {
        try {
          build(pairs as [string, string][]);
        } catch (error) {
          expect(error).toBeInstanceOf(KeyConflict);
        }
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
    );
  });
});
