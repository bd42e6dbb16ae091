import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";

// Random JSON, and random values under the real field names, must never reach a 5xx.
describe.each(embeddedDatabase)("random bodies on $name", (target) => {
  const t = useTestApp(target);
  const anyValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.jsonValue(),
    fc.constant(null),
    fc.integer(),
  );
  const assertNo5xx = async (url: string, body: unknown) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: JSON.stringify(body) ?? "",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode, `${url} ${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
  };

  it("POST /api/login never answers 5xx", async () => {
    const shaped = fc.record(
      { username: anyValue, password: anyValue, extra: anyValue },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), (body) => assertNo5xx("/api/login", body)),
      { numRuns: 150 },
    );
  });

  it("POST /api/feedback never answers 5xx", async () => {
    const shaped = fc.record(
      {
        gotThingsDone: fc.oneof(fc.constantFrom("yes", "partly", "no"), anyValue),
        text: anyValue,
        language: fc.oneof(fc.constantFrom("fi", "en"), anyValue),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), (body) => assertNo5xx("/api/feedback", body)),
      { numRuns: 150 },
    );
  });
});
