import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import { INTEGRATION_SCOPE_DESCRIPTIONS, INTEGRATION_TOKEN_PATH } from "@portal/schemas/integration";
import { DOCS_CSP } from "./security.ts";

export interface OpenApiOptions {
  /** false (API_DOCS=false): the document is still built, but not published. */
  serveDocs: boolean;
  /** PUBLIC_URL: the document's server, so a generated client knows where to call. */
  publicUrl: string;
}

const DESCRIPTION = [
  "The resident portal's API; every path is under /api.",
  "Sign in with POST /api/login (or phone sign-in, or sign-up) and send the session id as",
  "`Authorization: Bearer <id>`. Operations with `security: []` need no session.",
  'Errors: 400 `{ "error": "VALIDATION", "fields": { "name": "validation.key" } }` (one translation',
  'key per failing field), every other error `{ "error": "CODE" }`; a 500 carries an `id` to quote.',
].join(" ");

const TAGS = [
  {
    name: "auth",
    description: "Password sign-in and sign-out, email confirmation, password reset, unlocking",
  },
  { name: "register", description: "Strong identification (the bank's OpenID Connect round trip)" },
  { name: "phone-login", description: "Sign-in with a phone number: SMS code, then strong identification" },
  { name: "profile", description: "The signed-in tenant's contact details and password" },
  { name: "home", description: "The apartment, its images and water meter, the building" },
  { name: "lease", description: "The lease and its parties" },
  {
    name: "billing",
    description: "Bills, payments, debt, deposit and bank details, computed from the ledger",
  },
  { name: "payments", description: "Online payments through the payment provider" },
  { name: "notifications", description: "Notifications on the home page" },
  { name: "messages", description: "Messages to customer service" },
  { name: "faults", description: "Fault reports with attachments" },
  {
    name: "committee-forms",
    description:
      "Resident-committee forms: drafts, publishing and submitting, own forms, review by a link, receipts, committees and the activity allowance",
  },
  { name: "bookings", description: "Sauna, laundry and drying room bookings, weekly turns, calendar feed" },
  {
    name: "termination",
    description:
      "Lease termination: a contract party's notice, the other parties' acceptance (each by strong identification) and the landlord's review",
  },
  { name: "staff", description: "Staff routes, each behind its permission" },
  {
    name: "impersonation",
    description: "Staff viewing a tenant's pages read-only: initiate, the identity provider's return, login",
  },
  { name: "queue", description: "The staff's handling queue: fault reports and messages as work items" },
  {
    name: "replies",
    description: "Replies to tenants, internal notes, ready-made replies and the tenant's answers",
  },
  {
    name: "exchange",
    description:
      "Apartment exchange: notices, eligibility, matches, the confirmation link, applications and moderation",
  },
  { name: "content", description: "Pages, news, bulletins and menus in the WordPress REST shape" },
  { name: "search", description: "Full-text search over pages, news and the building's notices and events" },
  {
    name: "notices",
    description: "A building's notices, events and documents, and their writing and upload by staff",
  },
  { name: "feedback", description: "The sign-out survey" },
  {
    name: "integration",
    description:
      "The company's systems: OAuth 2.0 client credentials tokens, the event feed, and the calls each scope allows",
  },
  { name: "health", description: "Liveness" },
];

declare module "fastify" {
  interface FastifySchema {
    /**
     * A multipart/form-data route's parts, for the document only: the route reads its body from the
     * stream (and judges each part itself), so Fastify validates none of it. The document shows it
     * as the operation's multipart/form-data requestBody; files are `filePart`s.
     */
    multipart?: z.ZodType;
  }
}

/** A file part of a multipart body as the document shows it: OpenAPI's `format: binary`. */
export function filePart(description: string) {
  return z.string().meta({ format: "binary", description });
}

/** A route's 200 that is a file, not JSON: the serializer never sees the bytes, the document names the types. */
export function fileResponse(description: string, mediaTypes: string[]) {
  const schema = z.string().meta({ format: "binary" });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/**
 * What a signed-in route on one record answers besides its success: 400 (the params or body),
 * 401 (no session), 403 (not the route's party or permission), 404 (no such record for them).
 */
export const recordErrorResponses = {
  400: badRequestResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

/**
 * `GET /api/payments/{stamp}` → `getPaymentsByStamp`: one name per method and path, so no operation
 * can be left without one and a generated client's names follow the paths.
 */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .map((segment) => segment.replace(/^\{(.+)\}$/, "by-$1"))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/** What each status means across the API, for responses whose schema does not say. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: "OK",
  201: "Created",
  204: "Done, no body",
  302: "Redirect",
  400: "Invalid input: field errors (translation keys), an unreadable body or a refused value",
  401: "No valid session, or sign-in refused",
  403: "Not allowed for this account or lease",
  404: "Not found, or not the tenant's",
  408: "The request, or one of its files, did not arrive in time; the connection is closed",
  409: "Conflicts with the current state",
  413: "Too large",
  415: "Unsupported media type",
  422: "Refused by a rule (e.g. a weak password)",
  429: "Too many requests; try again after Retry-After seconds",
  502: "The payment provider failed; nothing was charged",
  503: "Unavailable",
};

type Json = Record<string, unknown>;
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** OpenAPI 3.0 spells zod's null `{ nullable, enum: [null] }`; @fastify/swagger gives a body to all but `type: "null"`. */
function isNullOnly(schema: unknown): schema is Json {
  const s = schema as Json | null;
  return Array.isArray(s?.enum) && s.enum.length === 1 && s.enum[0] === null;
}

/** Over a route's limit the rate limiter answers errorResponse's TOO_MANY_REQUESTS, whatever else its 429 says. */
function withRateLimit(schema: Json | undefined, config: object | undefined): Json | undefined {
  if (!schema || !config || !("rateLimit" in config)) return schema;
  const response = schema.response as Json | undefined;
  const own = response?.[429] as z.ZodType | undefined;
  if (own === errorResponse) return schema;
  return { ...schema, response: { ...response, 429: own ? z.union([own, errorResponse]) : errorResponse } };
}

/** A route's `multipart` parts become its body in the document, as multipart/form-data. */
function withMultipartBody(schema: Json | undefined): Json | undefined {
  if (!schema?.multipart) return schema;
  const { multipart, ...rest } = schema;
  return { ...rest, body: multipart, consumes: ["multipart/form-data"] };
}

/** Every response gets a description; a null one (a redirect, a 204) gets no body. */
function describeResponses(responses: Json | undefined): void {
  for (const [code, json] of Object.entries(responses ?? {})) {
    const description = (json as Json).description ?? STATUS_DESCRIPTIONS[code] ?? "Answer";
    // @fastify/swagger reads a response's description from this key, and leaves it out of the schema.
    responses![code] = isNullOnly(json)
      ? { type: "null", description }
      : { ...(json as Json), "x-response-description": description };
  }
}

/**
 * Must be registered before the routes so every route's zod schemas end up in the document.
 * Beyond what the zod schemas say: a 429 on every rate-limited route (the limit lives in the
 * route's config), a multipart route's parts as its requestBody, no body for redirects and 204s,
 * an operation id for every operation.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Resident portal API", version: "0.1.0", description: DESCRIPTION },
      servers: [{ url: options.publicUrl, description: "This portal (PUBLIC_URL)" }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "The session id a sign-in answered; it ends after 24 h unused or 7 days in all",
          },
          integration: {
            type: "oauth2",
            description:
              "The integration API's machine clients (docs/integration.md): an access token by the client credentials grant, sent as `Authorization: Bearer <token>`; 5 minutes",
            flows: {
              clientCredentials: {
                tokenUrl: INTEGRATION_TOKEN_PATH,
                scopes: INTEGRATION_SCOPE_DESCRIPTIONS,
              },
            },
          },
        },
      },
    },
    transform(document) {
      const schema = withMultipartBody(
        withRateLimit(document.schema as Json | undefined, document.route.config),
      );
      const transformed = jsonSchemaTransform({ ...document, schema: schema as typeof document.schema });
      describeResponses((transformed.schema as Json | undefined)?.response as Json | undefined);
      return transformed;
    },
    transformObject(document) {
      if (!("openapiObject" in document)) return document.swaggerObject;
      for (const [path, item] of Object.entries(document.openapiObject.paths ?? {}))
        for (const [method, operation] of Object.entries(item as Json))
          if (METHODS.has(method)) (operation as Json).operationId ??= operationId(method, path);
      return document.openapiObject;
    },
  });
  if (!options.serveDocs) return;
  await app.register(async (docs) => {
    // Overrides helmet's header (set at onRequest) for the reference page's own routes only.
    docs.addHook("onSend", async (_request, reply) => {
      reply.header("content-security-policy", DOCS_CSP);
    });
    await docs.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });
  });
}
