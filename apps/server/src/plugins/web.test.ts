import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";

const dist = mkdtempSync(join(tmpdir(), "portal-web-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Asukasportaali</title>");
writeFileSync(join(dist, "assets", "main-abc123.js"), "console.log(1)");
writeFileSync(join(dist, "favicon.svg"), "<svg/>");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Only PGlite: the database plays no part here.
describe.each(testDatabases.filter((d) => d.name === "pglite"))("serving the web app", (target) => {
  const t = useTestApp(target, { webDist: dist });
  const get = (url: string, accept = "text/html,application/xhtml+xml") =>
    t.app.inject({ method: "GET", url, headers: { accept } });

  it("serves index.html at / without caching and with the strict CSP", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Asukasportaali");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("caches hashed assets for a year", async () => {
    const res = await get("/assets/main-abc123.js", "*/*");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.svg", "*/*")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers client-side routes with index.html, and nothing else", async () => {
    for (const url of ["/kirjaudu", "/omat-tiedot?valilehti=2", "/vuokrani/maksutiedot/onnistui"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("Asukasportaali");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    expect((await get("/assets/missing.js", "*/*")).statusCode).toBe(404);
    const api = await get("/api/missing");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "NOT_FOUND" });
  });
});
