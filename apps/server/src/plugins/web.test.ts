import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";

const dist = mkdtempSync(join(tmpdir(), "portal-web-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Asukasportaali</title>");
writeFileSync(join(dist, "assets", "main-abc123.js"), "console.log(1)");
writeFileSync(join(dist, "favicon.svg"), "<svg/>");
// A bundle with the copies the build leaves beside it (apps/web/scripts/compress.mjs); the icon has none.
const bundle = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const part${i} = "osa ${i}";`).join("\n"),
);
writeFileSync(join(dist, "assets", "index-def456.js"), bundle);
writeFileSync(join(dist, "assets", "index-def456.js.br"), brotliCompressSync(bundle));
writeFileSync(join(dist, "assets", "index-def456.js.gz"), gzipSync(bundle));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Only PGlite: the database plays no part here.
describe.each(embeddedDatabase)("serving the web app", (target) => {
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

  const fetch = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url, headers });
  const varies = (res: { headers: Record<string, unknown> }) =>
    String(res.headers.vary ?? "")
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes("accept-encoding");

  it("sends a file's brotli or gzip copy to a browser that accepts it, the same bytes once decoded", async () => {
    const br = await fetch("/assets/index-def456.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 4);
    expect(brotliDecompressSync(br.rawPayload).equals(bundle)).toBe(true);

    const gzip = await fetch("/assets/index-def456.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(varies(gzip)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(bundle)).toBe(true);
  });

  it("sends a file plain, saying it varies, to a client that accepts no compression", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const res = await fetch("/assets/index-def456.js", headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(varies(res)).toBe(true);
      expect(res.rawPayload.equals(bundle)).toBe(true);
    }
    // A file the build left no copy of goes as it is, never compressed on the fly.
    const icon = await fetch("/favicon.svg", { "accept-encoding": "br, gzip" });
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.body).toBe("<svg/>");
    // The copies are found beside their file, not files of their own.
    expect((await fetch("/assets/index-def456.js.br", { accept: "*/*" })).statusCode).toBe(404);
  });

  it("sends index.html compressed too, at / and at every client-side route, with its settings", async () => {
    for (const url of ["/", "/kirjaudu", "/vuokrani/maksutiedot/onnistui?stamp=1"]) {
      const br = await fetch(url, { accept: "text/html", "accept-encoding": "gzip, deflate, br" });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(varies(br), url).toBe(true);
      const html = brotliDecompressSync(br.rawPayload).toString();
      expect(html).toContain("Asukasportaali");
      expect(html).toContain('<meta name="portal-content-api"');

      const gzip = await fetch(url, { accept: "text/html", "accept-encoding": "gzip" });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

      const plain = await fetch(url, { accept: "text/html" });
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(varies(plain), url).toBe(true);
      expect(plain.body).toBe(html);
    }
  });
});
