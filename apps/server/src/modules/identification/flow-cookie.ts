import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { FLOW_TTL_MS, IDENTIFIED_TTL_MS } from "./identification.service.ts";

/**
 * Binds identification flows to the browser that started them. Starting a flow sets a random
 * value in this cookie and the flow keeps its hash; the bank's callback and every use of the
 * result must come with it, so a link from someone else's flow cannot sign a victim in to the
 * sender's account (login CSRF). One value serves all the flows of a browser, so two tabs work.
 */
export const FLOW_COOKIE = "identification";
/** The callback and the steps that use the result are all under /api; pages and files never get it. */
const FLOW_COOKIE_PATH = "/api";
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export function flowCookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    // Lax, not Strict: the bank's redirect back to the callback is a top-level GET from another site.
    sameSite: "lax" as const,
    secure: publicUrl.startsWith("https:"),
    path: FLOW_COOKIE_PATH,
    maxAge: (FLOW_TTL_MS + IDENTIFIED_TTL_MS) / 1000,
  };
}

/** The browser's binding value (the cookie's, or a new one), with the cookie (re)set to last the flow. */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const current = request.cookies[FLOW_COOKIE];
  const value = current && VALUE.test(current) ? current : randomBytes(32).toString("base64url");
  reply.setCookie(FLOW_COOKIE, value, flowCookieOptions(publicUrl));
  return value;
}

/** The binding value this request came with, if any. */
export function browserOf(request: FastifyRequest): string | undefined {
  return request.cookies[FLOW_COOKIE];
}
