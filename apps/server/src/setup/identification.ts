import type { FastifyInstance } from "fastify";
import type { Provider } from "oidc-provider";
import { loadConfig, SANDBOX_CLIENT_SECRET, type Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { CALLBACK_PATH } from "../modules/identification/identification.routes.ts";
import {
  createIdentificationService,
  type IdentificationService,
} from "../modules/identification/identification.service.ts";
import { IMPERSONATION_CALLBACK_PATH } from "@portal/schemas/impersonation.constants";
import { STAFF_SIGN_IN_PAGE } from "@portal/schemas/staff.constants";
import { IDP_PATH } from "../sandbox/idp/idp-path.ts";
import { loadClientKeys, type PublicJwk } from "../integrations/identity/client-keys.ts";
import { createOidcIdentityProvider, injectFetch } from "../integrations/identity/oidc-identity.ts";
import {
  createStaffIdentityProvider,
  type StaffIdentityProvider,
} from "../integrations/identity/staff-oidc.ts";

export type IdentitySettings = Pick<Config, "publicUrl" | "identityCodeKey" | "sandbox" | "oidc"> &
  Partial<Pick<Config, "staffOidc">>;

/** For apps built without these settings (tests): the environment's values, defaults included. */
export function identitySettingsFromEnv(): IdentitySettings {
  const { publicUrl, identityCodeKey, sandbox, oidc, staffOidc } = loadConfig();
  return { publicUrl, identityCodeKey, sandbox, oidc, staffOidc };
}

export interface Identification {
  service: IdentificationService;
  /** Staff sign-in at the company's identity provider (STAFF_OIDC_*), or the sandbox's staff client. */
  staffProvider: StaffIdentityProvider;
  /** The sandbox provider for app.ts to mount, when a provider is not configured (SANDBOX=true only). */
  sandboxIdp: Provider | null;
  /** The sandbox provider's staff client id, for its sign-in page to offer the test staff. */
  staffClientId: string;
  /** The bank client's public keys (GET /.well-known/jwks.json): what each broker is given. */
  clientJwks: { keys: PublicJwk[] };
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
  const staffOidc = settings.staffOidc ?? {
    issuer: undefined,
    clientId: "resident-portal-staff",
    clientSecret: SANDBOX_CLIENT_SECRET,
  };
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const staffRedirectUri = `${publicUrl}${STAFF_SIGN_IN_PAGE}`;
  const sandboxIssuer = `${publicUrl}${IDP_PATH}`;
  const sandbox = !oidc.issuer && settings.sandbox;
  const staffSandbox = !staffOidc.issuer && settings.sandbox;
  const issuer = oidc.issuer ?? sandboxIssuer;
  // Checked at start-up (config/identity.ts): a bad key stops the server here at the latest.
  const { jwks: clientJwks } = await loadClientKeys(oidc.clientKey, oidc.clientEncryptionKey);

  async function sandboxProvider() {
    const [{ createSandboxProvider }, { databaseAdapter, sandboxIdpKeysOf }] = await Promise.all([
      import("../sandbox/idp/provider.ts"),
      import("../sandbox/idp/idp.repository.ts"),
    ]);
    return createSandboxProvider({
      issuer: sandboxIssuer,
      clientId: oidc.clientId,
      // Registered statically, as a broker has them (not fetched from the JWKS address).
      clientJwks,
      redirectUri,
      identityCodeClaim: oidc.identityCodeClaim,
      staffClient: {
        clientId: staffOidc.clientId,
        clientSecret: staffOidc.clientSecret,
        // Staff sign-in, and the confirmation of who starts viewing a tenant's pages.
        redirectUris: [staffRedirectUri, `${publicUrl}${IMPERSONATION_CALLBACK_PATH}`],
      },
      // In the database: several server processes behind one address are one provider.
      adapter: databaseAdapter(db),
      keys: await sandboxIdpKeysOf(db),
    });
  }
  const sandboxIdp = !(sandbox || staffSandbox) ? null : await sandboxProvider();
  const inProcess = {
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
  };

  const provider = createOidcIdentityProvider({
    issuer,
    clientId: oidc.clientId,
    clientKey: oidc.clientKey,
    clientEncryptionKey: oidc.clientEncryptionKey,
    redirectUri,
    scope: oidc.scope,
    identityCodeClaim: oidc.identityCodeClaim,
    acrValues: oidc.acrValues,
    ...(sandbox ? inProcess : {}),
  });

  if (!staffOidc.issuer && !settings.sandbox)
    throw new Error("STAFF_OIDC_ISSUER is required unless SANDBOX=true");
  const staffProvider = createStaffIdentityProvider({
    issuer: staffOidc.issuer ?? sandboxIssuer,
    clientId: staffOidc.clientId,
    clientSecret: staffOidc.clientSecret,
    redirectUri: staffRedirectUri,
    ...(staffSandbox ? inProcess : {}),
  });

  const service = createIdentificationService({
    db,
    provider,
    now,
    identityCodeKey: settings.identityCodeKey,
    allowTestCodes: settings.sandbox,
  });
  return { service, staffProvider, sandboxIdp, staffClientId: staffOidc.clientId, clientJwks };
}
