// Strong identification through an OpenID Connect broker, and the key of identity-code hashes
// (integrations/identity).
import { z } from "zod";
import { STAFF_SIGN_IN_PAGE } from "@portal/schemas/staff.constants";
import { privateJwkProblem } from "../integrations/identity/client-keys.ts";
import { secret, url } from "./parse.ts";

export { DEV_OIDC_CLIENT_ENC_KEY, DEV_OIDC_CLIENT_KEY } from "./identity-dev-keys.ts";

/** Finnish Trust Network levels of assurance: substantial and high. */
export const ACR_SUBSTANTIAL = "http://ftn.ficora.fi/2017/loa2";
export const ACR_HIGH = "http://ftn.ficora.fi/2017/loa3";

/** SANDBOX=true only: without it the server refuses to start without IDENTITY_CODE_KEY. */
export const DEV_IDENTITY_CODE_KEY = "development-identity-code-key-not-for-production";
/** The sandbox provider's staff client secret; it protects nothing real. */
export const SANDBOX_CLIENT_SECRET = "sandbox-client-secret-for-development-only";

/**
 * Strong identification (OpenID Connect relying party on the Finnish Trust Network's profile). No
 * issuer: the in-process sandbox provider, with the development keys unless keys are set.
 */
export interface OidcConfig {
  issuer: string | undefined;
  clientId: string;
  /** Private JWK as JSON: signs the client assertion (private_key_jwt) and the request objects. */
  clientKey: string;
  /** Private JWK as JSON: decrypts the ID tokens and userinfo the broker encrypts to the client. */
  clientEncryptionKey: string;
  identityCodeClaim: string;
  scope: string;
  /** Levels of assurance accepted from the broker. */
  acrValues: string[];
}

/** A private JWK as JSON, checked for its use (signing or encryption) at start-up. */
function privateJwk(use: "sig" | "enc") {
  return z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      const problem = privateJwkProblem(text, use);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional();
}

export const identityVariables = {
  OIDC_ISSUER: {
    schema: url.optional(),
    describe:
      "Issuer of the strong identification broker (OpenID Connect discovery). Unset with SANDBOX=true: the sandbox provider at PUBLIC_URL/sandbox/idp.",
    default: "(unset)",
  },
  OIDC_CLIENT_ID: {
    schema: z.string().min(1).default("resident-portal"),
    describe: "Client id registered with the identification broker.",
    default: "resident-portal",
  },
  OIDC_CLIENT_KEY: {
    schema: privateJwk("sig"),
    describe:
      "Private JWK (JSON, RSA or EC) that signs the client assertion (private_key_jwt) and the request objects, as the FTN profile (Traficom 213/2023 S) requires. Its kid goes in every header (unset: the key's RFC 7638 thumbprint). Required with OIDC_ISSUER; its public half is at PUBLIC_URL/.well-known/jwks.json.",
    default: "a development key with SANDBOX=true and no OIDC_ISSUER",
  },
  OIDC_CLIENT_ENC_KEY: {
    schema: privateJwk("enc"),
    describe:
      "Private JWK (JSON, RSA) that decrypts the broker's ID tokens and userinfo (nested JWTs: signed, then encrypted to this key); alg RSA-OAEP-256 unless the JWK says RSA-OAEP (or -384, -512). Required with OIDC_ISSUER; its public half is at PUBLIC_URL/.well-known/jwks.json.",
    default: "a development key with SANDBOX=true and no OIDC_ISSUER",
  },
  OIDC_CLAIM_IDENTITY_CODE: {
    schema: z.string().min(1).default("personal_identity_code"),
    describe:
      "Name of the claim that carries the personal identity code: the broker's own (docs/design/bank-identification.md names the main brokers').",
    default: "personal_identity_code",
  },
  OIDC_SCOPE: {
    schema: z.string().min(1).default("openid profile personal_identity_code"),
    describe: "Scopes asked from the broker, separated by spaces.",
    default: "openid profile personal_identity_code",
  },
  OIDC_ACR_VALUES: {
    schema: z.string().trim().min(1).default(`${ACR_SUBSTANTIAL} ${ACR_HIGH}`),
    describe:
      "Levels of assurance (acr) accepted from the broker, separated by spaces; an identification at any other level is refused.",
    default: "http://ftn.ficora.fi/2017/loa2 http://ftn.ficora.fi/2017/loa3 (substantial, high)",
  },
  IDENTITY_CODE_KEY: {
    schema: secret.optional(),
    describe:
      "Secret for the HMAC of personal identity codes (matching only, never stored in clear). Required unless SANDBOX=true.",
    default: "a development key with SANDBOX=true",
  },
} as const;

/** Staff sign-in (OpenID Connect relying party). No issuer: the in-process sandbox provider's staff client. */
export interface StaffOidcConfig {
  issuer: string | undefined;
  clientId: string;
  clientSecret: string;
}

export const staffIdentityVariables = {
  STAFF_OIDC_ISSUER: {
    schema: url.optional(),
    describe:
      "Issuer of the company's identity provider for staff sign-in (OpenID Connect discovery, e.g. Microsoft Entra ID's https://login.microsoftonline.com/<tenant>/v2.0). Required unless SANDBOX=true; unset with SANDBOX=true: the sandbox provider's staff client and its test staff.",
    default: "(unset)",
  },
  STAFF_OIDC_CLIENT_ID: {
    schema: z.string().min(1).default("resident-portal-staff"),
    describe: `Client id of the portal at the staff identity provider; its redirect URI is PUBLIC_URL${STAFF_SIGN_IN_PAGE}.`,
    default: "resident-portal-staff",
  },
  STAFF_OIDC_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    describe:
      "Client secret at the staff identity provider (client_secret_basic). Required unless SANDBOX=true. Staff are matched to staff members by the email claim.",
    default: "a sandbox secret when STAFF_OIDC_ISSUER is unset",
  },
} as const;
