import type { FastifyRequest } from "fastify";
import type { Language } from "@portal/schemas/common";

/** The language the client says it uses (the web sends its own), or null when it says none we have. */
export function preferredLanguage(request: FastifyRequest): Language | null {
  const header = request.headers["accept-language"];
  const first = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? "";
  if (first.startsWith("en")) return "en";
  if (first.startsWith("fi")) return "fi";
  if (first.startsWith("sv")) return "sv";
  return null;
}

/** The language of mail to someone without an account yet: Finnish unless the client prefers English. */
export function requestLanguage(request: FastifyRequest): Language {
  return preferredLanguage(request) ?? "fi";
}
