import type { FastifyRequest } from "fastify";
import type { Language } from "@portal/schemas/common";

/** The language of mail to someone without an account yet: English when the browser prefers it. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"];
  const first = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "fi";
}
