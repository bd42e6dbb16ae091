import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

function isApi(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

/** Settings the web reads from index.html when it starts, so one build runs against any content service. */
export interface WebSettings {
  contentApiUrl: string;
  residentActivityUrl: string;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "<": "&lt;",
  ">": "&gt;",
  "'": "&#39;",
};
const escapeAttribute = (value: string) => value.replace(/[&"<>']/g, (c) => ATTRIBUTE_ESCAPES[c]!);

export function withSettings(html: string, settings: WebSettings): string {
  const tags =
    `<meta name="portal-content-api" content="${escapeAttribute(settings.contentApiUrl)}" />` +
    `<meta name="portal-resident-activity" content="${escapeAttribute(settings.residentActivityUrl)}" />`;
  if (html.includes("</head>")) return html.replace("</head>", `${tags}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => doctype + tags);
}

/**
 * Serves the built SPA when it exists. Hashed files under /assets never change, so they are cached
 * for a year; index.html must be revalidated so a new deploy is picked up. Any other non-API page
 * request gets index.html and the web router decides; everything else is a JSON 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  settings: WebSettings,
): Promise<void> {
  const hasWeb = existsSync(join(webDist, "index.html"));
  // index.html always comes from here, with the settings in it; the static plugin serves the rest.
  const indexHtml = hasWeb ? withSettings(readFileSync(join(webDist, "index.html"), "utf8"), settings) : "";
  if (hasWeb) {
    const assets = join(webDist, "assets") + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== "/index.html",
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          filePath.startsWith(assets) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      hasWeb &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApi(request.url) &&
      // The page itself is index.html whatever the client accepts; other paths only for browsers.
      (["/", "/index.html"].includes(request.url.split("?", 1)[0] ?? "") ||
        (request.headers.accept ?? "").includes("text/html"));
    if (wantsPage) {
      reply.header("cache-control", "no-cache");
      return reply.type("text/html; charset=utf-8").send(indexHtml);
    }
    return reply.code(404).send({ error: "NOT_FOUND" });
  });
}
