import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import negotiate from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { refuse } from "../lib/refusal.ts";
import { sendRefusal } from "./errors.ts";

export function isApi(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

/** Settings the web reads from index.html when it starts, so one build runs against any content service. */
export interface WebSettings {
  contentApiUrl: string;
  residentActivityUrl: string;
  /** The external events page to embed ("" for none). */
  externalEventsUrl?: string;
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
    `<meta name="portal-resident-activity" content="${escapeAttribute(settings.residentActivityUrl)}" />` +
    `<meta name="portal-external-events" content="${escapeAttribute(settings.externalEventsUrl ?? "")}" />`;
  if (html.includes("</head>")) return html.replace("</head>", `${tags}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => doctype + tags);
}

/** The web app's page for developers: every component and design token (served with SANDBOX=true only). */
export const SANDBOX_UI_PATH = "/sandbox/ui";
/** Where the web build leaves that page (apps/web/vite.sandbox.config.ts), under the web's dist. */
const SANDBOX_UI_HTML = ["sandbox", "ui", "sandbox-ui.html"];

/** Paths under /sandbox/ belong to the local stand-ins and the look page, never to the portal's router. */
const isSandbox = (path: string) => path === "/sandbox" || path.startsWith("/sandbox/");

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/** index.html as sent: compressed once at start-up, with the settings in it. */
function compressedPage(html: string): Record<Encoding | "identity", Buffer> {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The encoding to send, as @fastify/static chooses for the other files ("*" counts as gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers["accept-encoding"];
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*/g, "gzip"), ENCODINGS);
}

/**
 * Serves the built SPA when it exists. Hashed files under /assets never change, so they are cached
 * for a year; index.html must be revalidated so a new deploy is picked up. Any other non-API page
 * request gets index.html and the web router decides; everything else is a JSON 404. The build
 * leaves a brotli and a gzip copy beside each file (apps/web/scripts/compress.mjs): those go to
 * browsers that accept them, and every file and page says `Vary: accept-encoding`. The developers'
 * look page, a build of its own under dist/sandbox/ui, is served at /sandbox/ui with `sandboxUi`
 * (SANDBOX=true) only: without it nothing under /sandbox/ comes from the web's files.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  settings: WebSettings,
  options: { sandboxUi?: boolean } = {},
): Promise<void> {
  const sandboxUi = Boolean(options.sandboxUi);
  const hasWeb = existsSync(join(webDist, "index.html"));
  // index.html always comes from here, with the settings in it; the static plugin serves the rest.
  const page = compressedPage(
    hasWeb ? withSettings(readFileSync(join(webDist, "index.html"), "utf8"), settings) : "",
  );
  if (hasWeb) {
    const assets = join(webDist, "assets") + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      // The compressed copies are found beside each file, not routes of their own.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      index: false,
      allowedPath: (pathName) => pathName !== "/index.html" && (sandboxUi || !isSandbox(pathName)),
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          filePath.startsWith(assets) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const lookPage = join(webDist, ...SANDBOX_UI_HTML);
  if (sandboxUi && existsSync(lookPage)) {
    const html = readFileSync(lookPage);
    app.get(SANDBOX_UI_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "";
    const wantsPage =
      hasWeb &&
      !isSandbox(path) &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApi(request.url) &&
      // The page itself is index.html whatever the client accepts; other paths only for browsers.
      (["/", "/index.html"].includes(path) || (request.headers.accept ?? "").includes("text/html"));
    if (wantsPage) {
      const encoding = acceptedEncoding(request);
      reply.header("cache-control", "no-cache").header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.type("text/html; charset=utf-8").send(page[encoding ?? "identity"]);
    }
    return sendRefusal(reply, refuse("NOT_FOUND"));
  });
}
