import type { FastifyInstance } from "fastify";
import type { JWK } from "oidc-provider";
import { loadConfig, type Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { CALLBACK_PATH, identificationRoutes } from "../../modules/identification/identification.routes.ts";
import {
  createIdentificationService,
  type IdentificationService,
} from "../../modules/identification/identification.service.ts";
import { sandboxIdpRoutes } from "../../sandbox/idp/idp.routes.ts";
import { createSandboxProvider, IDP_PATH } from "../../sandbox/idp/provider.ts";
import { createOidcIdentityProvider, injectFetch, publicJwkOf } from "./oidc-identity.ts";

export type IdentitySettings = Pick<Config, "publicUrl" | "identityCodeKey" | "nodeEnv" | "oidc">;

/** For apps built without these settings (tests): the environment's values, defaults included. */
export function identitySettingsFromEnv(): IdentitySettings {
  const { publicUrl, identityCodeKey, nodeEnv, oidc } = loadConfig();
  return { publicUrl, identityCodeKey, nodeEnv, oidc };
}

/**
 * Strong identification: the broker at OIDC_ISSUER, or (never in production) the sandbox provider
 * mounted on this app. The sandbox is reached in-process, so discovery works before the server
 * listens and wherever PUBLIC_URL points.
 */
export async function setupIdentification(
  app: FastifyInstance,
  db: Db,
  now: () => Date,
  settings: IdentitySettings,
  initiatePerMinute = 30,
): Promise<IdentificationService> {
  const { oidc, publicUrl } = settings;
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const sandbox = !oidc.issuer && settings.nodeEnv !== "production";
  const issuer = oidc.issuer ?? `${publicUrl}${IDP_PATH}`;

  if (sandbox) {
    const provider = createSandboxProvider({
      issuer,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      clientPublicJwk: oidc.clientKey ? (publicJwkOf(oidc.clientKey) as JWK) : undefined,
      redirectUri,
      identityCodeClaim: oidc.identityCodeClaim,
    });
    await app.register(sandboxIdpRoutes(provider, "Asukasportaali"));
  }

  const provider = createOidcIdentityProvider({
    issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    clientKey: oidc.clientKey,
    redirectUri,
    scope: oidc.scope,
    identityCodeClaim: oidc.identityCodeClaim,
    acrValues: oidc.acrValues,
    ...(sandbox
      ? {
          allowInsecure: true,
          fetch: injectFetch(async (r) => {
            const res = await app.inject({
              method: r.method as "GET",
              url: r.url,
              headers: r.headers,
              payload: r.body,
            });
            return { statusCode: res.statusCode, headers: res.headers, body: res.body };
          }),
        }
      : {}),
  });

  const identification = createIdentificationService({
    db,
    provider,
    now,
    identityCodeKey: settings.identityCodeKey,
    allowTestCodes: settings.nodeEnv !== "production",
  });
  await app.register(identificationRoutes(identification, { publicUrl, initiatePerMinute }));
  return identification;
}
