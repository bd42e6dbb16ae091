import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@portal/schemas/common";
import {
  INTEGRATION_TOKEN_PATH,
  oauthErrorResponse,
  tokenRequest,
  tokenResponse,
} from "@portal/schemas/integration";
import { refuse } from "../../lib/refusal.ts";
import type { TokenService } from "./token.service.ts";

/** A form body is small: a client id, a secret or an assertion, a scope. */
const FORM_LIMIT = 16_384;

export interface TokenRouteDeps {
  service: TokenService;
  /** Per client: whether one more failed try is allowed (peek) and counting one (fail). */
  throttle: {
    allowed(clientId: string, address: string): Promise<boolean>;
    fail(clientId: string, address: string): Promise<void>;
  };
  audit(
    request: FastifyRequest,
    entry: { clientId: string | undefined; issued: boolean; details: Record<string, unknown> },
  ): Promise<void>;
  /** Requests per minute one address may send (the public writes' limit of this route). */
  perMinute: number;
}

/**
 * POST /api/integration/oauth/token: RFC 6749's token endpoint for the client credentials grant. The
 * body is form-encoded; a parameter given twice is an invalid_request (RFC 6749 section 3.2).
 */
export function tokenRoutes(deps: TokenRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const repeated = new WeakSet<FastifyRequest>();
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT },
      (request, body, done) => {
        const form: Record<string, string> = {};
        for (const [name, value] of new URLSearchParams(body as string)) {
          if (Object.hasOwn(form, name)) repeated.add(request);
          form[name] = value;
        }
        done(null, form);
      },
    );

    app.post(
      INTEGRATION_TOKEN_PATH,
      {
        attachValidation: true,
        config: { rateLimit: { max: deps.perMinute, timeWindow: 60_000 } },
        schema: {
          tags: ["integration"],
          summary:
            "An access token for a machine client (OAuth 2.0 client credentials: client_secret_basic, client_secret_post or private_key_jwt); form-encoded",
          security: [],
          consumes: ["application/x-www-form-urlencoded"],
          body: tokenRequest,
          response: {
            200: tokenResponse,
            400: oauthErrorResponse,
            401: oauthErrorResponse,
            413: errorResponse,
            415: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        // RFC 6749 section 5.1: a token, or an error about one, is never cached.
        reply.header("cache-control", "no-store").header("pragma", "no-cache");
        if (request.validationError || repeated.has(request) || typeof request.body !== "object")
          return reply.refuse(
            refuse("invalid_request", { error_description: "a malformed or repeated parameter" }),
          );
        const attempt = { form: request.body, authorization: request.headers.authorization };
        const claimed = deps.service.claimedClientId(attempt);
        const throttleKey = claimed ?? "";
        if (!(await deps.throttle.allowed(throttleKey, request.ip)))
          return reply.refuse(refuse("TOO_MANY_REQUESTS"));
        const result = await deps.service.token(attempt);
        if ("refusal" in result) {
          await deps.throttle.fail(throttleKey, request.ip);
          await deps.audit(request, {
            clientId: result.claimedClientId,
            issued: false,
            details: { error: result.refusal.code },
          });
          // RFC 6749 section 5.2: a client that tried Basic is told so.
          if (result.basic && result.refusal.code === "invalid_client")
            reply.header("www-authenticate", 'Basic realm="integration"');
          return reply.refuse(result.refusal);
        }
        await deps.audit(request, {
          clientId: result.clientId,
          issued: true,
          details: { method: result.method, scope: result.response.scope },
        });
        return result.response;
      },
    );
  };
}
