import type { FastifyInstance } from "fastify";
import type { JWK, Provider } from "oidc-provider";
import { loadConfig, type Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { CALLBACK_PATH } from "../modules/identification/identification.routes.ts";
import {
  createIdentificationService,
  type IdentificationService,
} from "../modules/identification/identification.service.ts";
import { IDP_PATH } from "../sandbox/idp/idp-path.ts";
import {
  createOidcIdentityProvider,
  injectFetch,
  publicJwkOf,
} from "../integrations/identity/oidc-identity.ts";

export type IdentitySettings = Pick<Config, "publicUrl" | "identityCodeKey" | "sandbox" | "oidc">;

/** For apps built without these settings (tests): the environment's values, defaults included. */
export function identitySettingsFromEnv(): IdentitySettings {
  const { publicUrl, identityCodeKey, sandbox, oidc } = loadConfig();
  return { publicUrl, identityCodeKey, sandbox, oidc };
}

export interface Identification {
  service: IdentificationService;
  /** The sandbox provider for app.ts to mount, when no broker is configured (SANDBOX=true only). */
  sandboxIdp: Provider | null;
}

/**
 * Strong identification: the broker at OIDC_ISSUER, or (SANDBOX=true only) the sandbox provider
 * that app.ts mounts on the same app. The sandbox is reached in-process, so discovery works before
 * the server listens and wherever PUBLIC_URL points. Routes are registered by app.ts, not here.
 * oidc-provider is imported only for the sandbox: about 10 MB resident a real broker never needs.
 */
export async function setupIdentification(
  app: Pick<FastifyInstance, "inject">,
  db: Db,
  now: () => Date,
  settings: IdentitySettings,
): Promise<Identification> {
  const { oidc, publicUrl } = settings;
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const sandbox = !oidc.issuer && settings.sandbox;
  const issuer = oidc.issuer ?? `${publicUrl}${IDP_PATH}`;

  const sandboxIdp = !sandbox
    ? null
    : (await import("../sandbox/idp/provider.ts")).createSandboxProvider({
        issuer,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        clientPublicJwk: oidc.clientKey ? (publicJwkOf(oidc.clientKey) as JWK) : undefined,
        redirectUri,
        identityCodeClaim: oidc.identityCodeClaim,
      });

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

  const service = createIdentificationService({
    db,
    provider,
    now,
    identityCodeKey: settings.identityCodeKey,
    allowTestCodes: settings.sandbox,
  });
  return { service, sandboxIdp };
}
