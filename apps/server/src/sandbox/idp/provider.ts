import Provider, {
  type Adapter,
  type Configuration,
  type EncryptionAlgValues,
  type JWK,
  type KoaContextWithOIDC,
  type SigningAlgorithm,
} from "oidc-provider";
import { ACR_HIGH, ACR_SUBSTANTIAL } from "../../config.ts";
import { findTestPerson } from "./test-persons.ts";
import { findTestStaff } from "./test-staff.ts";
import type { SandboxIdpKeys } from "./idp.repository.ts";
import { errorPage } from "./pages.ts";
import { IDP_PATH } from "./idp-path.ts";

export interface SandboxIdpOptions {
  /** `${PUBLIC_URL}/sandbox/idp` */
  issuer: string;
  clientId: string;
  /**
   * The bank client's public keys, as a broker is given them: the signing key (`use: sig`) checks
   * its client assertions and request objects, the ID token and userinfo are encrypted to the
   * encryption key (`use: enc`), each with the key's `alg`.
   */
  clientJwks: { keys: (JWK & { use: "sig" | "enc"; alg: string })[] };
  redirectUri: string;
  /** Claim (and scope) that carries the personal identity code. */
  identityCodeClaim: string;
  /** The second client: staff sign-in, whose accounts are the test staff (test-staff.ts). */
  staffClient: { clientId: string; clientSecret: string; redirectUris: string[] };
  /**
   * Where its sessions, interactions, codes and grants live, and its keys: the database
   * (idp.repository.ts), shared by every server process, so any of them answers any step.
   */
  adapter: (name: string) => Adapter;
  keys: SandboxIdpKeys;
}

/** Bank identification asks every time; grants are a consent screen the brokers do not show. */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const existing = oidc.session?.grantIdFor(clientId);
  if (existing) {
    const grant = await oidc.provider.Grant.find(existing);
    if (grant) return grant;
  }
  const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
  grant.addOIDCScope([...oidc.requestParamScopes].join(" "));
  const claims = oidc.requestParamClaims;
  if (claims) grant.addOIDCClaims([...claims]);
  await grant.save();
  return grant;
}

/** The content encryption of the ID token and userinfo, as the FTN brokers use it. */
export const SANDBOX_CONTENT_ENCRYPTION = "A256GCM";

export function createSandboxProvider(options: SandboxIdpOptions): Provider {
  const claimName = options.identityCodeClaim;
  const keyFor = (use: "sig" | "enc") => {
    const key = options.clientJwks.keys.find((k) => k.use === use);
    if (!key) throw new Error(`sandbox identity provider: the client has no ${use} key`);
    return key;
  };
  const signingAlg = keyFor("sig").alg as SigningAlgorithm;
  const encryptionAlg = keyFor("enc").alg as EncryptionAlgValues;

  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        // The bank client on the Finnish Trust Network's OpenID Connect profile (213/2023 S):
        // private_key_jwt, signed request objects only, and nested (signed, then encrypted) ID
        // tokens and userinfo, with the keys registered statically.
        client_id: options.clientId,
        token_endpoint_auth_method: "private_key_jwt",
        token_endpoint_auth_signing_alg: signingAlg,
        jwks: options.clientJwks,
        require_signed_request_object: true,
        request_object_signing_alg: signingAlg,
        id_token_signed_response_alg: "RS256",
        id_token_encrypted_response_alg: encryptionAlg,
        id_token_encrypted_response_enc: SANDBOX_CONTENT_ENCRYPTION,
        userinfo_signed_response_alg: "RS256",
        userinfo_encrypted_response_alg: encryptionAlg,
        userinfo_encrypted_response_enc: SANDBOX_CONTENT_ENCRYPTION,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
      {
        client_id: options.staffClient.clientId,
        client_secret: options.staffClient.clientSecret,
        token_endpoint_auth_method: "client_secret_basic",
        redirect_uris: options.staffClient.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: options.keys.signing },
    cookies: { keys: options.keys.cookies },
    // Every client, confidential or not, must use PKCE (S256 is the only method oidc-provider 9 has).
    pkce: { required: () => true },
    acrValues: [ACR_SUBSTANTIAL, ACR_HIGH],
    scopes: ["openid", "profile", "email", claimName],
    // acr with the openid scope: brokers always tell the level of assurance, asked or not.
    claims: {
      acr: null,
      auth_time: null,
      sid: null,
      openid: ["sub", "acr", "auth_time"],
      profile: ["name", "given_name", "family_name"],
      email: ["email", "email_verified"],
      [claimName]: [claimName],
    },
    // Brokers put the person's claims in the ID token; so does the sandbox.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // What the bank client's registration above asks for; the staff client uses none of them.
      requestObjects: { enabled: true },
      encryption: { enabled: true },
      jwtUserinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    loadExistingGrant: autoGrant,
    findAccount: (_ctx, id) => {
      const staff = findTestStaff(id);
      if (staff)
        return {
          accountId: staff.id,
          claims: () => ({
            sub: staff.id,
            name: staff.name,
            given_name: staff.name.split(" ")[0],
            family_name: staff.name.split(" ").slice(1).join(" "),
            email: staff.email,
            email_verified: !("emailUnverified" in staff && staff.emailUnverified),
          }),
        };
      const person = findTestPerson(id);
      if (!person) return undefined;
      return {
        accountId: person.id,
        claims: () => ({
          sub: person.id,
          given_name: person.firstName,
          family_name: person.lastName,
          [claimName]: person.identityCode,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = errorPage(
        String(out.error),
        out.error_description ? String(out.error_description) : undefined,
      );
    },
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 300,
      Interaction: 900,
      Session: 900,
      Grant: 900,
    },
  };
  return new Provider(options.issuer, configuration);
}
