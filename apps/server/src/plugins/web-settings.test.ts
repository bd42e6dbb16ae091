import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";
import { connectSources, frameSources } from "./security.ts";
import { withSettings } from "./web.ts";

const dist = mkdtempSync(join(tmpdir(), "portal-web-settings-"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Asukasportaali</title></head><body></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const html = { accept: "text/html" };
const meta = (body: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(body)?.[1];

describe("web settings in index.html", () => {
  it("escapes attribute values", () => {
    const out = withSettings("<head></head>", {
      contentApiUrl: 'https://cms.example.fi/wp-json?a=1&b="><script>',
      residentActivityUrl: "https://asukastoiminta.example.fi/uutiskirje",
    });
    expect(out).toContain('content="https://cms.example.fi/wp-json?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(out).not.toContain("<script>");
  });

  it("allows the content service's origin only when it is another host", () => {
    expect(connectSources("/api/content")).toEqual(["'self'"]);
    expect(connectSources("https://cms.example.fi/wp-json")).toEqual(["'self'", "https://cms.example.fi"]);
  });

  it("allows frames from the external events page's origin only", () => {
    expect(frameSources("")).toBeNull();
    expect(frameSources(undefined)).toBeNull();
    expect(frameSources("https://tapahtumat.example.fi/kalenteri?x=1")).toEqual([
      "https://tapahtumat.example.fi",
    ]);
  });
});

describe.each(embeddedDatabase)("the built-in content service", (target) => {
  const t = useTestApp(target, { webDist: dist });

  it("is named in index.html with the resident-activity site; connect-src stays self", async () => {
    for (const url of ["/", "/index.html", "/taloni/pysakointi"]) {
      const res = await t.app.inject({ method: "GET", url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(meta(res.body, "portal-content-api"), url).toBe("/api/content");
      expect(meta(res.body, "portal-resident-activity")).toBe("https://asukastoiminta.example.fi/uutiskirje");
      expect(res.headers["content-security-policy"]).toMatch(/connect-src 'self'(;|$)/);
      expect(res.headers["content-security-policy"]).not.toContain("frame-src");
      expect(meta(res.body, "portal-external-events")).toBe("");
    }
    const curl = await t.app.inject({ method: "GET", url: "/", headers: { accept: "*/*" } });
    expect(meta(curl.body, "portal-content-api")).toBe("/api/content");
  });
});

describe.each(embeddedDatabase)("an external WordPress", (target) => {
  const t = useTestApp(target, {
    webDist: dist,
    content: {
      contentApiUrl: "https://cms.example.fi/wp-json",
      residentActivityUrl: "https://toiminta.example.fi/tilaa",
      externalEventsUrl: "https://tapahtumat.example.fi/kalenteri",
    },
  });

  it("is named in index.html and allowed in connect-src", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: html });
    expect(meta(res.body, "portal-content-api")).toBe("https://cms.example.fi/wp-json");
    expect(meta(res.body, "portal-resident-activity")).toBe("https://toiminta.example.fi/tilaa");
    expect(meta(res.body, "portal-external-events")).toBe("https://tapahtumat.example.fi/kalenteri");
    expect(res.headers["content-security-policy"]).toMatch(/frame-src https:\/\/tapahtumat.example.fi(;|$)/);
    expect(res.headers["content-security-policy"]).toMatch(
      /connect-src 'self' https:\/\/cms.example.fi(;|$)/,
    );
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toContain("https://cms.example.fi");
  });
});
