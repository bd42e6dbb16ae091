import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { V, type ErrorResponse, type ValidationErrorResponse } from "@portal/schemas/common";
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, databaseErrorSummary, sqlState } from "../db/errors.ts";
import { StaleStateError, TransitionNotAllowedError } from "../lib/workflow.ts";

type ValidationIssue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

function valueAt(root: unknown, path: string[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/**
 * Zod issues → `{ fields: { path: translation key } }`. Schemas in packages/schemas carry keys as
 * messages; zod's built-in English messages are mapped to the nearest key so no sentence leaks out.
 */
export function validationFields(issues: ValidationIssue[], data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const set = (key: string, message: string) => {
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of issues) {
    const path = issue.instancePath.split("/").filter(Boolean);
    const key = path.join(".");
    if (issue.keyword === "unrecognized_keys" && Array.isArray(issue.params.keys)) {
      for (const unknown of issue.params.keys) set([...path, String(unknown)].join("."), V.unknownField);
    } else if (issue.message?.startsWith("validation.")) {
      set(key, issue.message);
    } else if (valueAt(data, path) === undefined) {
      set(key, V.required);
    } else if (issue.keyword === "too_big") {
      set(key, V.tooLong);
    } else {
      set(key, V.invalid);
    }
  }
  return fields;
}

const PG_CONFLICT_CODES = new Set([UNIQUE_VIOLATION, FOREIGN_KEY_VIOLATION]);

const BY_STATUS: Record<number, ErrorResponse["error"]> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "NOT_FOUND",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

function dataFor(request: FastifyRequest, context: string | undefined): unknown {
  if (context === "querystring") return request.query;
  if (context === "params") return request.params;
  if (context === "headers") return request.headers;
  return request.body;
}

/** The one error handler: every failure becomes a code the web can translate, never internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Plain JSON, not the route's response schema: an error body must never fail serialization.
    reply.serializer(JSON.stringify);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ValidationErrorResponse = {
        error: "VALIDATION",
        fields: validationFields(error.validation, dataFor(request, error.validationContext)),
      };
      return reply.code(400).send(body);
    }
    if (error instanceof StaleStateError) {
      request.log.info({ id: error.id, from: error.from, to: error.to }, "stale workflow state");
      return reply.code(409).send({ error: "STALE_STATE" } satisfies ErrorResponse);
    }
    if (error instanceof TransitionNotAllowedError) {
      const body: ValidationErrorResponse = {
        error: "VALIDATION",
        fields: { to: "validation.transitionNotAllowed" },
      };
      return reply.code(400).send(body);
    }
    const state = sqlState(error);
    if (state && PG_CONFLICT_CODES.has(state)) {
      request.log.info({ sqlState: state }, "constraint violation");
      return reply.code(409).send({ error: "CONFLICT" } satisfies ErrorResponse);
    }
    // Class 22 is "data exception": a value the database cannot hold (e.g. a NUL character in text).
    // Only client input reaches queries as values, so this is a bad request, not a server fault.
    if (state?.startsWith("22")) {
      request.log.info({ sqlState: state }, "value refused by the database");
      return reply.code(400).send({ error: "BAD_REQUEST" } satisfies ErrorResponse);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, "request refused");
      return reply.code(status).send({ error: BY_STATUS[status] ?? "BAD_REQUEST" } satisfies ErrorResponse);
    }
    const database = databaseErrorSummary(error);
    if (database) request.log.error({ database, route: request.routeOptions.url }, "database error");
    else request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ error: "INTERNAL", id: String(request.id) } satisfies ErrorResponse);
  });
}
