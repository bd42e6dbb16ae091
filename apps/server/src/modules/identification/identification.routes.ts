import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { identificationFrameQuery } from "@portal/schemas/identification";
import {
  registerInitiateRequest,
  registerInitiateResponse,
  registerSessionQuery,
  registerSessionResponse,
} from "@portal/schemas/sign-up";
import { refuse } from "../../lib/refusal.ts";
import { bindBrowser, browserOf } from "./flow-cookie.ts";
import type { IdentificationService } from "./identification.service.ts";

export const CALLBACK_PATH = "/api/identification/callback";
/** Where the bank client's public keys are published, for a broker that fetches them. */
export const CLIENT_JWKS_PATH = "/.well-known/jwks.json";

/** A public JWK Set: the members of RSA and EC public keys, nothing private is declared. */
const publicJwks = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      kid: z.string(),
      use: z.enum(["sig", "enc"]),
      alg: z.string(),
      n: z.string().optional(),
      e: z.string().optional(),
      crv: z.string().optional(),
      x: z.string().optional(),
      y: z.string().optional(),
    }),
  ),
});

export interface IdentificationRouteOptions {
  /** PUBLIC_URL: the callback URL the bank redirected to, and where the browser goes next. */
  publicUrl: string;
  /** Starting a flow writes a row; a public endpoint needs a ceiling per client address. */
  initiatePerMinute: number;
  /** The bank client's public signing and encryption keys. */
  clientJwks: z.input<typeof publicJwks>;
}

export function identificationRoutes(
  identification: IdentificationService,
  options: IdentificationRouteOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The FTN profile's statically configured keys, at a stable address: what each broker is
    // given, public halves only. Not part of the API, so not in its document.
    app.get(
      CLIENT_JWKS_PATH,
      { schema: { hide: true, response: { 200: publicJwks } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=3600");
        return reply.type("application/jwk-set+json").send(options.clientJwks);
      },
    );

    app.post(
      "/api/register/initiate",
      {
        config: { rateLimit: { max: options.initiatePerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ["register"],
          security: [],
          summary: "Start strong identification for sign-up or unlocking sign-in: where to send the browser",
          description:
            "flowType `register` (sign-up) or `unlock` (password sign-in after a lock). Phone sign-in " +
            "starts its identification from POST /api/phone-login/code, which ties it to the account " +
            "whose SMS code was confirmed. Sets the `identification` cookie that binds the flow to this browser. " +
            "frame=foundation: started in the foundation's termination flow, whose page (/irtisano/…) the bank returns to.",
          body: registerInitiateRequest,
          querystring: identificationFrameQuery,
          response: { 200: registerInitiateResponse, 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        // Without a confirmed SMS code there is no account to tie a phone flow to.
        const { flowType } = request.body;
        if (flowType === "phone") return reply.refuse(refuse("BAD_REQUEST"));
        const browser = bindBrowser(request, reply, options.publicUrl);
        return identification.startIdentification(flowType, undefined, browser, request.query.frame);
      },
    );

    app.get(
      CALLBACK_PATH,
      {
        schema: {
          tags: ["register"],
          security: [],
          summary: "Redirect URI of strong identification (browser only)",
          description:
            "Exchanges the code and redirects to /rekisteroidy, /kirjaudu/puhelin, /kirjaudu/avaa or /sopimuksen-irtisanominen " +
            "(under /irtisano for a flow started in the foundation's termination flow) with " +
            "registerSessionId and state, or with error=IDENTIFICATION_FAILED, or with " +
            "error=IDENTIFICATION_OTHER_BROWSER when the browser is not the one that started the flow.",
          response: { 302: z.null().describe("To the next page of the flow") },
        },
      },
      async (request, reply) => {
        const callbackUrl = new URL(`${options.publicUrl}${request.url}`);
        const target = await identification.completeIdentification(
          callbackUrl,
          request.ip,
          browserOf(request),
        );
        reply.header("cache-control", "no-store");
        // The query carries the registerSessionId: no Referer to anywhere the next page links to.
        reply.header("referrer-policy", "no-referrer");
        return reply.redirect(`${options.publicUrl}${target}`, 302);
      },
    );

    app.get(
      "/api/register/session",
      {
        schema: {
          tags: ["register"],
          security: [],
          summary: "Whom the identification found, for the sign-up form's greeting",
          querystring: registerSessionQuery,
          response: { 200: registerSessionResponse, 400: badRequestResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const found = await identification.registerSession(
          request.query.registerSessionId,
          request.query.state,
          browserOf(request),
        );
        reply.header("cache-control", "no-store");
        return reply.settle(found);
      },
    );
  };
}
