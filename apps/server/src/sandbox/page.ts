import type { Language } from "@portal/schemas/common";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../integrations/templates/render.ts";

/** A sandbox stand-in's page. Its only style is a stylesheet of our own origin: what the strict CSP allows. */
export function htmlPage(lang: Language, title: string, stylesheetPath: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** In a scope of its own: the page's form posts as plain text (small), and its stylesheet. */
export function servePageForms(scope: FastifyInstance, stylesheetPath: string, cssFile: string): void {
  const stylesheet = readFileSync(cssFile, "utf8");
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  scope.get(stylesheetPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(stylesheet),
  );
}
