// The integration API's machine clients (OAuth 2.0 client credentials) and the key its access
// tokens are signed with (modules/integration).
import { createHash } from "node:crypto";
import { z } from "zod";
import { INTEGRATION_SCOPES, integrationScope, type IntegrationScope } from "@portal/schemas/integration";
import { bool, secret, url } from "./parse.ts";

/** SANDBOX=true only: the sandbox's access tokens are signed with this public key. */
export const DEV_INTEGRATION_TOKEN_KEY = "development-integration-token-key-not-for-production";

/** With SANDBOX=true: the company's systems' stand-in, every scope, a known secret. */
export const SANDBOX_INTEGRATION_CLIENT_ID = "demo-erp";
export const SANDBOX_INTEGRATION_CLIENT_SECRET = "demo-erp-secret";

/** A public JWK of a client's JWK Set: never a private or symmetric key. */
const publicJwk = z
  .looseObject({ kty: z.enum(["RSA", "EC", "OKP"]), kid: z.string().min(1).optional() })
  .refine((jwk) => !("d" in jwk) && !("p" in jwk) && !("k" in jwk), "a public key, not a private one");

const clientBase = {
  id: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, "letters, digits, '.', '_' or '-', at most 100"),
  scopes: z.array(integrationScope).min(1),
};

/**
 * A client as INTEGRATION_CLIENTS lists it: its id, its scopes and one way it authenticates: a
 * secret's SHA-256 as hex (`secretSha256`), the secret itself (`secret`, for a value the deployment
 * keeps in its secret store and places in the variable), or its public keys (`jwks`) for
 * private_key_jwt.
 */
const clientEntry = z.union([
  z.strictObject({ ...clientBase, secretSha256: z.string().regex(/^[0-9a-f]{64}$/i, "64 hex digits") }),
  z.strictObject({ ...clientBase, secret: z.string().min(16, "at least 16 characters") }),
  z.strictObject({ ...clientBase, jwks: z.strictObject({ keys: z.array(publicJwk).min(1) }) }),
]);

/** A client the token endpoint knows: how it proves who it is, and what it may do. */
export interface IntegrationClient {
  id: string;
  scopes: IntegrationScope[];
  /** SHA-256 of its secret (client_secret_basic, client_secret_post). */
  secretSha256?: Buffer;
  /** Its public keys (private_key_jwt). */
  jwks?: { keys: Record<string, unknown>[] };
}

export interface IntegrationConfig {
  clients: IntegrationClient[];
  /** Signs the access tokens (HS256); every instance has the same, so a token works on each. */
  tokenKey: string;
  /** The event feed's webhooks (INTEGRATION_WEBHOOK_*); unset, none are sent. */
  webhook?: WebhookConfig;
}

/** Where the events are posted and how they are signed (modules/integration/webhooks.ts). */
export interface WebhookConfig {
  url: string;
  /** The HMAC-SHA256 key: a `whsec_` secret's decoded bytes, or a plain secret's UTF-8 bytes. */
  key: Buffer;
  /** Loopback, private, link-local and unique-local addresses allowed (a receiver on the same network). */
  allowPrivate: boolean;
  intervalMs: number;
}

/**
 * A webhook secret: Standard Webhooks' `whsec_<base64>` (24 to 64 bytes, the key being the decoded
 * bytes) or a plain secret of at least 32 characters (the key being its UTF-8 bytes).
 */
const webhookSecret = z.string().transform((text, ctx) => {
  if (text.startsWith("whsec_")) {
    const encoded = text.slice("whsec_".length);
    const key = Buffer.from(encoded, "base64");
    if (
      !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ||
      key.toString("base64").replace(/=+$/, "") !== encoded.replace(/=+$/, "") ||
      key.length < 24 ||
      key.length > 64
    ) {
      ctx.addIssue({ code: "custom", message: "whsec_ and 24 to 64 bytes in base64" });
      return z.NEVER;
    }
    return key;
  }
  if (text.length < 32) {
    ctx.addIssue({ code: "custom", message: "whsec_<base64>, or a secret of at least 32 characters" });
    return z.NEVER;
  }
  return Buffer.from(text, "utf8");
});

export const webhookVariables = {
  INTEGRATION_WEBHOOK_URL: {
    schema: url.optional(),
    describe:
      "Where the event feed's events are posted as signed webhooks (docs/integration.md), one request per event in order; https only (http too with INTEGRATION_WEBHOOK_ALLOW_PRIVATE=true). Unset: no webhooks, the feed is read by polling.",
    default: "(none)",
  },
  INTEGRATION_WEBHOOK_SECRET: {
    schema: webhookSecret.optional(),
    describe:
      "The webhooks' signing secret (HMAC-SHA256, Standard Webhooks): `whsec_` and 24 to 64 bytes in base64, or a plain secret of at least 32 characters. Required with INTEGRATION_WEBHOOK_URL.",
    default: "(none)",
  },
  INTEGRATION_WEBHOOK_ALLOW_PRIVATE: {
    schema: bool.default(false),
    describe:
      "true: the webhooks may go to loopback, private, link-local and unique-local addresses (a receiver inside the company's network), and over http. Otherwise such an address is refused and nothing is sent.",
    default: "false",
  },
  INTEGRATION_WEBHOOK_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(5_000),
    describe: "How often the webhook job looks for events to post, in milliseconds (one process at a time).",
    default: "5000 (5 seconds)",
  },
} as const;

export const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** The sandbox's client, every scope, with the known secret. */
export const SANDBOX_INTEGRATION_CLIENT: IntegrationClient = {
  id: SANDBOX_INTEGRATION_CLIENT_ID,
  scopes: [...INTEGRATION_SCOPES],
  secretSha256: sha256(SANDBOX_INTEGRATION_CLIENT_SECRET),
};

const clientList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "not JSON: a JSON array of clients" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(clientEntry)
      .refine(
        (clients) => new Set(clients.map((c) => c.id)).size === clients.length,
        "each client's id once",
      ),
  )
  .transform((clients): IntegrationClient[] =>
    clients.map((c) => ({
      id: c.id,
      scopes: [...new Set(c.scopes)],
      ...("secretSha256" in c ? { secretSha256: Buffer.from(c.secretSha256, "hex") } : {}),
      ...("secret" in c ? { secretSha256: sha256(c.secret) } : {}),
      ...("jwks" in c ? { jwks: c.jwks } : {}),
    })),
  );

export const integrationVariables = {
  INTEGRATION_CLIENTS: {
    schema: clientList.optional(),
    describe: `The integration API's machine clients (docs/integration.md), as a JSON array: each \`{ "id", "scopes": [...] }\` with one of \`"secretSha256"\` (the SHA-256 of its secret as hex), \`"secret"\` (the secret itself, at least 16 characters) or \`"jwks": { "keys": [...] }\` (its public keys, for private_key_jwt). Scopes: ${INTEGRATION_SCOPES.join(", ")}. A malformed value stops the server. With SANDBOX=true the client ${SANDBOX_INTEGRATION_CLIENT_ID} (secret ${SANDBOX_INTEGRATION_CLIENT_SECRET}, every scope) is added.`,
    default: "(none; with SANDBOX=true the demo client)",
  },
  INTEGRATION_TOKEN_KEY: {
    schema: secret.optional(),
    describe:
      "Secret that signs the integration API's access tokens (HS256, 5 minutes); every instance must have the same. Required with INTEGRATION_CLIENTS unless SANDBOX=true.",
    default: "a development key with SANDBOX=true",
  },
  ...webhookVariables,
} as const;
