import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

function isApi(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Serves the built SPA when it exists. Hashed files under /assets never change, so they are cached
 * for a year; index.html must be revalidated so a new deploy is picked up. Any other non-API page
 * request gets index.html and the web router decides; everything else is a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, "index.html"));
  if (hasWeb) {
    const assets = join(webDist, "assets") + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
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
      (request.headers.accept ?? "").includes("text/html");
    if (wantsPage) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({ error: "NOT_FOUND" });
  });
}
