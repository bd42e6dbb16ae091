import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerWeb, SANDBOX_UI_PATH } from "./web.ts";

// A web build with the look page built beside it (apps/web/vite.sandbox.config.ts).
const dist = mkdtempSync(join(tmpdir(), "portal-web-sandbox-"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Asukasportaali</title>");
mkdirSync(join(dist, "sandbox", "ui", "assets"), { recursive: true });
writeFileSync(join(dist, "sandbox", "ui", "sandbox-ui.html"), "<!doctype html><title>Look page</title>");
writeFileSync(join(dist, "sandbox", "ui", "assets", "look-abc123.js"), "console.log(1)");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const settings = { contentApiUrl: "http://content.test", residentActivityUrl: "http://activity.test" };

async function server(sandboxUi: boolean) {
  const app = Fastify();
  await registerWeb(app, dist, settings, { sandboxUi });
  return app;
}

const get = (app: Awaited<ReturnType<typeof server>>, url: string, accept = "text/html") =>
  app.inject({ method: "GET", url, headers: { accept } });

describe("the developers' look page", () => {
  it("is served at /sandbox/ui, with its own files, when the sandbox is on", async () => {
    const app = await server(true);
    const page = await get(app, `${SANDBOX_UI_PATH}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Look page");
    expect((await get(app, "/sandbox/ui/assets/look-abc123.js", "*/*")).statusCode).toBe(200);
    // The portal's router never answers under /sandbox/: those paths are the stand-ins' own.
    const other = await get(app, "/sandbox/other");
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: "NOT_FOUND" });
    await app.close();
  });

  it("is not there without the sandbox, nor its files, though the portal's pages are", async () => {
    const app = await server(false);
    for (const url of [SANDBOX_UI_PATH, "/sandbox/ui/sandbox-ui.html", "/sandbox/ui/assets/look-abc123.js"]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: "NOT_FOUND" });
    }
    expect((await get(app, "/kirjaudu")).statusCode).toBe(200);
    await app.close();
  });
});
