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
/** What each scope allows, as the OpenAPI document and docs/integration.md say it. */
export const INTEGRATION_SCOPE_DESCRIPTIONS: Record<IntegrationScope, string> = {
  "tenancy.write": "Buildings, apartments, persons and contracts by the company's ids",
  "ledger.write": "The rent ledger: bill lines and their corrections",
  "payments.write": "Payments made outside the portal, and the bank's statements",
  "events.read": "The event feed",
};

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

/*
 * The event feed (GET /api/integration/events): what the portal did that the company's systems must
 * know, in the order it happened, at least once. Each event has a stable id (a client that sees one
 * twice skips it), a type, the version of its data's shape, when it happened, its subject and its
 * data. A shape only grows in a version: a change that would break a reader is a new version.
 */

const uuid = z.uuid();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A person named in an event: the portal's id, the company's own id when it sent the person, the name. */
const eventPerson = z.object({
  personId: uuid,
  externalId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A termination notice approved by the landlord: the lease ends on `endDate`. */
export const terminationApprovedV1 = z.object({
  noticeId: uuid,
  contractId: uuid,
  contractExternalId: z.string().nullable(),
  /** The lease's last day. */
  endDate: isoDay,
  /** The contract's parties when it was approved. */
  parties: z.array(eventPerson.extend({ role: z.string() })),
  /** Where the deposit goes back: each beneficiary's share, as the notice gave them; null without a deposit plan. */
  depositRefund: z
    .object({
      expectedOn: isoDay,
      depositAmount: z.number(),
      shares: z.array(
        z.object({
          beneficiaryName: z.string(),
          iban: z.string(),
          bic: z.string().nullable(),
          returnPercentage: z.number().int(),
          amount: z.number(),
        }),
      ),
    })
    .nullable(),
});

/** A tenant reported a fault in the apartment: what the maintenance company needs to act. */
export const faultReportCreatedV1 = z.object({
  faultReportId: uuid,
  contractId: uuid,
  /** The tenant who reported it. */
  personId: uuid,
  /** The contract's id in the company's tenancy system (its externalId), or null for one it never sent. */
  contractExternalId: z.string().nullable().optional(),
  /** The person's id in the company's tenancy system (its externalId), or null for one it never sent. */
  personExternalId: z.string().nullable().optional(),
  title: z.string(),
  description: z.string(),
  defectClass: z.string(),
  affectedArea: z.string(),
  /** Where the tenant can be reached about it. */
  phone: z.string(),
  masterKeyAccessAllowed: z.boolean(),
  hasPetsInApartment: z.boolean(),
  petsDescription: z.string().nullable(),
  attachmentCount: z.number().int(),
  language: z.string(),
});

/** Customer service answered a fault report: the reply the tenant was sent. */
export const faultReportAnsweredV1 = z.object({
  faultReportId: uuid,
  replyId: uuid,
  /** The report's state when it was answered (Ready, InProgress, Completed, …). */
  status: z.string(),
  body: z.string(),
  language: z.string(),
});

/** A tenant confirmed a new email address or phone number: only what changed is present. */
export const contactDetailsChangedV1 = z.object({
  personId: uuid,
  /** The person's id in the company's tenancy system (its externalId), or null for one it never sent. */
  personExternalId: z.string().nullable().optional(),
  email: z.string().optional(),
  /** In international form, +358… */
  phone: z.string().optional(),
});

/** The moderator approved a resident committee's form (a cost, minutes, a plan, …). */
export const committeeFormApprovedV1 = z.object({
  formId: uuid,
  committeeId: uuid,
  formType: z.string(),
  /** Approved, or Published for a form the building's tenants see. */
  state: z.string(),
  title: z.string(),
  /** The form's total in euros, for the forms with costs; null otherwise. */
  totalAmount: z.number().nullable(),
  /** The form's fields as the committee filled them in (the form type's shape). */
  formData: z.record(z.string(), z.unknown()),
});

/**
 * Two households agreed to exchange homes: a tenant applied to exchange with the household of a
 * published exchange notice. Customer service handles the application; the tenancy system may
 * prepare the two contracts.
 */
export const exchangeAgreedV1 = z.object({
  applicationId: uuid,
  /** The tenant who applied: their contract, themselves, and their own notice if they have one. */
  applicant: z.object({
    contractId: uuid,
    personId: uuid,
    noticeId: uuid.nullable(),
    /** The company's ids of the contract and the person (externalId), or null for ones it never sent. */
    contractExternalId: z.string().nullable().optional(),
    personExternalId: z.string().nullable().optional(),
  }),
  /** The household whose notice was answered. */
  partner: z.object({
    contractId: uuid,
    noticeId: uuid,
    contractExternalId: z.string().nullable().optional(),
  }),
  message: z.string(),
});

/** The event types, each with the version of its shape the portal writes now and that shape. */
export const INTEGRATION_EVENT_TYPES = {
  "termination.approved": { version: 1, data: terminationApprovedV1 },
  "fault-report.created": { version: 1, data: faultReportCreatedV1 },
  "fault-report.answered": { version: 1, data: faultReportAnsweredV1 },
  "contact-details.changed": { version: 1, data: contactDetailsChangedV1 },
  "committee-form.approved": { version: 1, data: committeeFormApprovedV1 },
  "exchange.agreed": { version: 1, data: exchangeAgreedV1 },
} as const;
export type IntegrationEventType = keyof typeof INTEGRATION_EVENT_TYPES;
export type IntegrationEventData<T extends IntegrationEventType> = z.input<
  (typeof INTEGRATION_EVENT_TYPES)[T]["data"]
>;

const eventEnvelope = {
  /** The event's stable id: the same event is always answered with the same id. */
  id: uuid,
  /** The feed's position just after this event: `after=<cursor>` goes on from here. */
  cursor: z.string(),
  occurredAt: z.string().describe("ISO 8601 time"),
  /** What the event is about, as `<kind>:<id>`: `contract:<uuid>`, `fault-report:<uuid>`, `person:<uuid>`. */
  subject: z.string(),
};

const eventOf = <T extends IntegrationEventType>(type: T) =>
  z.object({
    ...eventEnvelope,
    type: z.literal(type),
    version: z.literal(INTEGRATION_EVENT_TYPES[type].version),
    data: INTEGRATION_EVENT_TYPES[type].data,
  });

/** One event of the feed: a union by `type`, each with its versioned data. */
export const integrationEvent = z.discriminatedUnion("type", [
  eventOf("termination.approved"),
  eventOf("fault-report.created"),
  eventOf("fault-report.answered"),
  eventOf("contact-details.changed"),
  eventOf("committee-form.approved"),
  eventOf("exchange.agreed"),
]);
export type IntegrationEvent = z.infer<typeof integrationEvent>;

/** The most events one page of the feed answers; a larger `limit` is capped to it. */
export const EVENTS_LIMIT_MAX = 500;

export const eventsQuery = z.object({
  /** A cursor the feed gave (an event's `cursor` or a page's `nextCursor`); unset: from the first event. */
  after: z.string().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .transform((n) => Math.min(n, EVENTS_LIMIT_MAX)),
});

export const eventsResponse = z.object({
  events: z.array(integrationEvent),
  /** Where the next read goes on from: the last event's cursor, or `after` itself when none came. */
  nextCursor: z.string(),
  /** More events are there already: read again at once. */
  hasMore: z.boolean(),
});
export type EventsResponse = z.infer<typeof eventsResponse>;
