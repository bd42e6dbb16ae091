import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { V, type ErrorResponse } from "@portal/schemas/common";
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, databaseErrorSummary, sqlState } from "../db/errors.ts";
import { isRefusal, refusalAnswer, refuse, Refused, type Refusal } from "../lib/refusal.ts";
import { StaleStateError, TransitionNotAllowedError } from "../lib/workflow.ts";

declare module "fastify" {
  interface FastifyReply {
    /** Answers a refusal (lib/refusal.ts): the status and body its code's row in REFUSALS gives. */
    refuse(refusal: Refusal): FastifyReply;
    /**
     * Answers a service's outcome: a refusal as refuse() does, anything else is returned as the
     * route's answer (`return reply.settle(await service.x())`).
     */
    settle<T>(outcome: T): Exclude<T, Refusal> | FastifyReply;
  }
}

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

/**
 * A refusal answered: the status and body of its code's row. reply.refuse is this; a plugin that
 * answers without the decorations (the web app's not-found handler) calls it directly.
 */
export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  const { status, body } = refusalAnswer(refusal);
  return reply.code(status).send(body);
}

/**
 * The one way a route answers a refusal: `reply.refuse(refusal)` and `reply.settle(outcome)`, by
 * the table in lib/refusal.ts. The body goes through the route's response schema for its status.
 */
function registerRefusals(app: FastifyInstance): void {
  app.decorateReply("refuse", function (this: FastifyReply, refusal: Refusal) {
    return sendRefusal(this, refusal);
  });
  app.decorateReply("settle", function <T>(this: FastifyReply, outcome: T) {
    return isRefusal(outcome) ? this.refuse(outcome) : (outcome as Exclude<T, Refusal>);
  });
}

/**
 * The one error handler: every failure becomes a code the web can translate, never internals.
 * What a client did wrong is a refusal, answered by the table in lib/refusal.ts: field errors
 * (VALIDATION), a stale workflow state, a refusal thrown from inside a transaction (Refused), a
 * conflicting or impossible value the database refused. Fastify's own errors (an unreadable body,
 * a method the path does not take) keep the status Fastify gave them.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  registerRefusals(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Plain JSON, not the route's response schema: an error body must never fail serialization.
    reply.serializer(JSON.stringify);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation, dataFor(request, error.validationContext));
      return reply.refuse(refuse("VALIDATION", { fields }));
    }
    if (error instanceof Refused) return reply.refuse(error.refusal);
    if (error instanceof StaleStateError) {
      request.log.info({ id: error.id, from: error.from, to: error.to }, "stale workflow state");
      return reply.refuse(refuse("STALE_STATE"));
    }
    if (error instanceof TransitionNotAllowedError)
      return reply.refuse(refuse("VALIDATION", { fields: { to: "validation.transitionNotAllowed" } }));
    const state = sqlState(error);
    if (state && PG_CONFLICT_CODES.has(state)) {
      request.log.info({ sqlState: state }, "constraint violation");
      return reply.refuse(refuse("CONFLICT"));
    }
    // Class 22 is "data exception": a value the database cannot hold (e.g. a NUL character in text).
    // Only client input reaches queries as values, so this is a bad request, not a server fault.
    if (state?.startsWith("22")) {
      request.log.info({ sqlState: state }, "value refused by the database");
      return reply.refuse(refuse("BAD_REQUEST"));
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
