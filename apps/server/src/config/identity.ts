// Strong identification through an OpenID Connect broker, and the key of identity-code hashes
// (integrations/identity).
import { z } from "zod";
import { STAFF_SIGN_IN_PAGE } from "@portal/schemas/staff.constants";
import { secret, url } from "./parse.ts";

/** Finnish Trust Network levels of assurance: substantial and high. */
export const ACR_SUBSTANTIAL = "http://ftn.ficora.fi/2017/loa2";
export const ACR_HIGH = "http://ftn.ficora.fi/2017/loa3";

/** SANDBOX=true only: without it the server refuses to start without IDENTITY_CODE_KEY. */
export const DEV_IDENTITY_CODE_KEY = "development-identity-code-key-not-for-production";
/** The sandbox provider's client secret; it protects nothing real. */
export const SANDBOX_CLIENT_SECRET = "sandbox-client-secret-for-development-only";

/** Strong identification (OpenID Connect relying party). No issuer: the in-process sandbox provider. */
export interface OidcConfig {
  issuer: string | undefined;
  clientId: string;
  clientSecret: string | undefined;
  /** Private JWK as JSON, for private_key_jwt. */
  clientKey: string | undefined;
  identityCodeClaim: string;
  scope: string;
  /** Levels of assurance accepted from the broker. */
  acrValues: string[];
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
  OIDC_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    describe: "Client secret (client_secret_basic). Ignored when OIDC_CLIENT_KEY is set.",
    default: "a sandbox secret when OIDC_ISSUER is unset",
  },
  OIDC_CLIENT_KEY: {
    schema: z.string().min(1).optional(),
    describe:
      "Private JWK (JSON) for private_key_jwt client authentication, as most Finnish brokers require.",
    default: "(unset)",
  },
  OIDC_CLAIM_IDENTITY_CODE: {
    schema: z.string().min(1).default("personal_identity_code"),
    describe: "Name of the claim that carries the personal identity code.",
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
