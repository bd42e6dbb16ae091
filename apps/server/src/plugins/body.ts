import type { FastifyInstance } from "fastify";

/**
 * JSON is the only body the API accepts: everything else (including Fastify's default text/plain
 * parser) answers 415. An empty JSON body counts as no body, so a bodiless POST with a JSON content
 * type (a common fetch wrapper habit, e.g. on sign-out) is not an error by itself.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    parseJson(request, text, done);
  });
}
