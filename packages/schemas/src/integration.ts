import { z } from "zod";

/*
 * The integration API the company's systems call (/api/integration/*): the OAuth 2.0 token endpoint
 * (client credentials, RFC 6749 section 4.4) and the event feed. docs/integration.md tells an
 * integrator how to connect.
 */

/** What a machine client may be allowed to do, each a scope of its tokens. */
export const INTEGRATION_SCOPES = ["tenancy.write", "ledger.write", "payments.write", "events.read"] as const;
export const integrationScope = z.enum(INTEGRATION_SCOPES);
export type IntegrationScope = z.infer<typeof integrationScope>;

export const INTEGRATION_TOKEN_PATH = "/api/integration/oauth/token";
/** RFC 7523 section 2.2: a client authenticating with a JWT it signed (private_key_jwt). */
export const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
/** Seconds an access token lives. */
export const INTEGRATION_TOKEN_TTL_S = 300;

/**
 * The token request, form-encoded (application/x-www-form-urlencoded). The client authenticates
 * with HTTP Basic (client_secret_basic), with client_id and client_secret in the form
 * (client_secret_post), or with a signed assertion (private_key_jwt): exactly one of them.
 */
export const tokenRequest = z.object({
  grant_type: z.string().max(200).optional().describe("client_credentials"),
  scope: z
    .string()
    .max(1000)
    .optional()
    .describe("Scopes asked for, separated by spaces; unset: every scope the client has"),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(1000).optional(),
  client_assertion_type: z.string().max(200).optional().describe(CLIENT_ASSERTION_TYPE),
  client_assertion: z.string().max(8000).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  /** The scopes granted, separated by spaces. */
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** RFC 6749 section 5.2's error codes the token endpoint answers. */
export const OAUTH_ERRORS = [
  "invalid_request",
  "invalid_client",
  "invalid_scope",
  "unsupported_grant_type",
] as const;
export type OAuthError = (typeof OAUTH_ERRORS)[number];
export const oauthErrorResponse = z.object({
  error: z.enum([...OAUTH_ERRORS, "TOO_MANY_REQUESTS", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"]),
  error_description: z.string().optional(),
});
