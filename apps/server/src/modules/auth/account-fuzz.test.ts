import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";

/** Every refusal carries a code the web can translate. */
const CODED = /^\{"(error|errorType)":"[A-Za-z_]+"/;

// Random JSON, and random values under the real field names, get a coded 4xx or a 200, never a 5xx.
describe.each(embeddedDatabase)("random bodies to the account calls on $name", (target) => {
  const t = useTestApp(target);
  const anyValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.jsonValue(),
    fc.constant(null),
    fc.integer(),
    fc.emailAddress(),
    fc.stringMatching(/^\d{6}$/),
  );
  const check = async (url: string, body: unknown) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: JSON.stringify(body) ?? "",
      headers: { "content-type": "application/json" },
    });
    const where = `${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode >= 400) expect(res.body, where).toMatch(CODED);
  };

  const endpoints: [string, string[]][] = [
    ["/api/login", ["username", "password"]],
    ["/api/request-confirmation-code", ["username"]],
    ["/api/register/credentials", ["username", "password", "state", "registerSessionId"]],
    ["/api/register/confirmation-code", ["confirmationCode", "username"]],
    ["/api/forgot-password/code", ["username"]],
    ["/api/forgot-password/reset", ["username", "code", "newPassword"]],
  ];

  it.each(endpoints)("POST %s never answers 5xx", async (url, fields) => {
    const shaped = fc.record(
      Object.fromEntries([...fields, "extra"].map((f) => [f, anyValue])) as Record<string, typeof anyValue>,
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), async (body) => {
        // Keep the per-address limits out of the way: each run is its own window.
        t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
        await check(url, body);
      }),
      { numRuns: 60 },
    );
  });
});
