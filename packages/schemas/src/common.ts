import { z } from "zod";

/** Validation messages are translation keys; the web translates them, the server never sends sentences. */
export const V = {
  required: "validation.required",
  email: "validation.email",
  tooLong: "validation.tooLong",
  invalid: "validation.invalid",
  unknownField: "validation.unknownField",
} as const;

/** Longest opaque id or state a client may send back (flow ids, OpenID state). */
export const TOKEN_MAX = 200;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, V.invalid);

/** Body of every 400 answer: one translation key per failing field ("" = the body itself). */
export const validationErrorResponse = z.object({
  error: z.literal("VALIDATION"),
  fields: z.record(z.string(), z.string()),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** Body of every other error answer. `id` is present on 500s, to quote to support. */
export const errorResponse = z.object({
  error: z.enum([
    "NOT_FOUND",
    "UNAUTHORIZED",
    "FORBIDDEN",
    /** A write (anything but GET and HEAD) by staff viewing a tenant's pages read-only. */
    "IMPERSONATION_READ_ONLY",
    "CONFLICT",
    /** A workflow move whose record is no longer in the state the client saw: read it again. */
    "STALE_STATE",
    "PAYLOAD_TOO_LARGE",
    "UNSUPPORTED_MEDIA_TYPE",
    "BAD_REQUEST",
    "REQUEST_TIMEOUT",
    "TOO_MANY_REQUESTS",
    "INTERNAL",
  ]),
  id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** What a 400 can look like, for route schemas (OpenAPI): field errors or an unreadable body. */
export const badRequestResponse = z.union([validationErrorResponse, errorResponse]);

export const LANGUAGES = ["fi", "sv", "en"] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;
