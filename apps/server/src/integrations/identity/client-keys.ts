import { webcrypto } from "node:crypto";
import { calculateJwkThumbprint, type JWK } from "jose";

/**
 * The bank identification client's own keys, as the Finnish Trust Network's OpenID Connect profile
 * (Traficom 213/2023 S) has them: one signs the client assertion (private_key_jwt) and the request
 * objects, the other decrypts the ID tokens and userinfo the broker encrypts to the client. Both
 * are private JWKs from the configuration (OIDC_CLIENT_KEY, OIDC_CLIENT_ENC_KEY); their public
 * halves are what each broker is given and what GET /.well-known/jwks.json publishes.
 */

/** A public key as a JWK Set carries it: never a private member. */
export interface PublicJwk {
  kty: string;
  kid: string;
  use: "sig" | "enc";
  alg: string;
  n?: string;
  e?: string;
  crv?: string;
  x?: string;
  y?: string;
}

export interface KeyWithId {
  key: webcrypto.CryptoKey;
  kid: string;
  alg: string;
}

export interface ClientKeys {
  signing: KeyWithId;
  decryption: KeyWithId;
  /** The public halves, signing key first. */
  jwks: { keys: PublicJwk[] };
}

type PrivateJwk = webcrypto.JsonWebKey & { kid?: string };

/** Signing algorithms by JWK: RS*, PS* for RSA keys, ES* by the EC curve. */
const SIGNING: Record<string, webcrypto.RsaHashedImportParams | webcrypto.EcKeyImportParams> = {
  RS256: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
  RS384: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-384" },
  RS512: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-512" },
  PS256: { name: "RSA-PSS", hash: "SHA-256" },
  PS384: { name: "RSA-PSS", hash: "SHA-384" },
  PS512: { name: "RSA-PSS", hash: "SHA-512" },
  ES256: { name: "ECDSA", namedCurve: "P-256" },
  ES384: { name: "ECDSA", namedCurve: "P-384" },
  ES512: { name: "ECDSA", namedCurve: "P-521" },
};
const EC_SIGNING: Record<string, string> = { "P-256": "ES256", "P-384": "ES384", "P-521": "ES512" };

/** Key management algorithms an RSA encryption key may be for (openid-client decrypts these). */
const DECRYPTION: Record<string, webcrypto.RsaHashedImportParams> = {
  "RSA-OAEP": { name: "RSA-OAEP", hash: "SHA-1" },
  "RSA-OAEP-256": { name: "RSA-OAEP", hash: "SHA-256" },
  "RSA-OAEP-384": { name: "RSA-OAEP", hash: "SHA-384" },
  "RSA-OAEP-512": { name: "RSA-OAEP", hash: "SHA-512" },
};
/** What an encryption key without `alg` is for: what the FTN brokers use. */
export const DEFAULT_ENCRYPTION_ALG = "RSA-OAEP-256";

/** The algorithm a signing JWK signs with: its own `alg`, else RS256 for RSA and ES* by curve. */
export function signingAlgorithmOf(jwk: PrivateJwk): string {
  if (jwk.alg) return jwk.alg;
  return jwk.kty === "EC" ? (EC_SIGNING[jwk.crv ?? ""] ?? "ES256") : "RS256";
}

/**
 * What is wrong with a private JWK for this use, or null. The configuration checks each key with
 * this at start-up, so a bad key stops the server with its variable's name.
 */
export function privateJwkProblem(text: string, use: "sig" | "enc"): string | null {
  let jwk: PrivateJwk;
  try {
    jwk = JSON.parse(text) as PrivateJwk;
  } catch {
    return "must be a JWK as JSON";
  }
  if (typeof jwk !== "object" || jwk === null || Array.isArray(jwk)) return "must be a JWK as JSON";
  if (typeof jwk.d !== "string") return "must be a private key (the JWK has no d)";
  if (jwk.use !== undefined && jwk.use !== use) return `must be a key for use "${use}"`;
  if (use === "sig") {
    const params = SIGNING[signingAlgorithmOf(jwk)];
    if (!params || (jwk.kty === "EC") !== (params.name === "ECDSA"))
      return "must be an RSA or EC (P-256, P-384, P-521) signing key with a matching alg";
    if (params.name === "ECDSA" && (params as webcrypto.EcKeyImportParams).namedCurve !== jwk.crv)
      return "alg does not match the key's curve";
  } else {
    if (jwk.kty !== "RSA") return "must be an RSA key";
    if (!DECRYPTION[jwk.alg ?? DEFAULT_ENCRYPTION_ALG])
      return "alg must be RSA-OAEP, RSA-OAEP-256, RSA-OAEP-384 or RSA-OAEP-512";
  }
  return null;
}

async function kidOf(jwk: PrivateJwk): Promise<string> {
  // RFC 7638: the key's own thumbprint when the configuration gives it no kid.
  return jwk.kid ?? (await calculateJwkThumbprint(jwk as JWK, "sha256"));
}

function publicHalf(jwk: PrivateJwk, kid: string, use: "sig" | "enc", alg: string): PublicJwk {
  const pub: PublicJwk = { kty: jwk.kty!, kid, use, alg };
  if (jwk.kty === "RSA") Object.assign(pub, { n: jwk.n, e: jwk.e });
  else Object.assign(pub, { crv: jwk.crv, x: jwk.x, y: jwk.y });
  return pub;
}

/** Imports both keys (each checked with privateJwkProblem first) and makes their public JWK Set. */
export async function loadClientKeys(signingKey: string, encryptionKey: string): Promise<ClientKeys> {
  for (const [text, use] of [
    [signingKey, "sig"],
    [encryptionKey, "enc"],
  ] as const) {
    const problem = privateJwkProblem(text, use);
    if (problem) throw new Error(`the ${use === "sig" ? "signing" : "encryption"} key ${problem}`);
  }
  const sig = JSON.parse(signingKey) as PrivateJwk;
  const enc = JSON.parse(encryptionKey) as PrivateJwk;
  const sigAlg = signingAlgorithmOf(sig);
  const encAlg = enc.alg ?? DEFAULT_ENCRYPTION_ALG;
  const strip = ({ alg: _alg, use: _use, key_ops: _ops, kid: _kid, ...key }: PrivateJwk) => key;
  const [sigKey, encKey, sigKid, encKid] = await Promise.all([
    webcrypto.subtle.importKey("jwk", strip(sig), SIGNING[sigAlg]!, false, ["sign"]),
    webcrypto.subtle.importKey("jwk", strip(enc), DECRYPTION[encAlg]!, false, ["decrypt", "unwrapKey"]),
    kidOf(sig),
    kidOf(enc),
  ]);
  return {
    signing: { key: sigKey, kid: sigKid, alg: sigAlg },
    decryption: { key: encKey, kid: encKid, alg: encAlg },
    jwks: { keys: [publicHalf(sig, sigKid, "sig", sigAlg), publicHalf(enc, encKid, "enc", encAlg)] },
  };
}
