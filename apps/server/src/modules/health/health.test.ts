import { describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";

describe.each(testDatabases)("health on $name", (target) => {
  const t = useTestApp(target);

  it("answers ok with the database reachable, with a request id and security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self';connect-src 'self'",
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives every request its own id and ignores one sent by the client", async () => {
    const a = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "forged" },
    });
    const b = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(a.headers["x-request-id"]).not.toBe("forged");
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("serves the OpenAPI document and a reference page with its own, relaxed style policy", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/health", "/api/login", "/api/logout", "/api/profile", "/api/feedback"]),
    );
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
  });

  // Last: it closes the database under the running app.
  it("answers 503 when the database is gone", async () => {
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "error", database: "error" });
  });
});
