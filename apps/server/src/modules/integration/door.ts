// The integration API's door: every route under /api/integration/ but the token endpoint takes
// `integrationDoor(scope)` in its onRequest. It reads `Authorization: Bearer <access token>` and
// nothing else: a tenant's or staff member's session is no token of ours and is answered 401, as is
// a token that is missing, malformed, expired or of a client no longer configured; a token without
// the route's scope is 403. Each call let in, and each refused for its scope, is audited with the
// client's id.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { IntegrationScope } from "@portal/schemas/integration";
import { refuse } from "../../lib/refusal.ts";
import { bearerToken } from "../../plugins/session.ts";

/** Who called an integration route, as its door let it in. */
export interface IntegrationCaller {
  clientId: string;
  scopes: IntegrationScope[];
}

/** What the integration module gives the door once registered (app.integrationGate). */
export interface IntegrationGate {
  /** The caller of a valid token, or null. */
  caller(token: string): Promise<IntegrationCaller | null>;
  /** Writes the call's audit entry. */
  audit(
    request: FastifyRequest,
    caller: IntegrationCaller,
    scope: IntegrationScope,
    allowed: boolean,
  ): Promise<void>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by integrationDoor once it let the request in; null elsewhere. */
    integrationClient: IntegrationCaller | null;
  }
  interface FastifyInstance {
    /** The integration module's token checks and audit, which integrationDoor uses. */
    integrationGate: IntegrationGate;
  }
}

/** RFC 6750 section 3: what a refused bearer is told. */
function challenge(reply: FastifyReply, error: "invalid_token" | "insufficient_scope", scope?: string) {
  reply.header(
    "www-authenticate",
    `Bearer realm="integration", error="${error}"${scope ? `, scope="${scope}"` : ""}`,
  );
}

const doors = new Map<IntegrationScope, onRequestAsyncHookHandler>();

function makeDoor(scope: IntegrationScope): onRequestAsyncHookHandler {
  return async function integrationDoorHook(request, reply) {
    const gate = request.server.integrationGate;
    const token = bearerToken(request);
    const caller = token ? await gate.caller(token) : null;
    if (!caller) {
      challenge(reply, "invalid_token");
      return reply.refuse(refuse("UNAUTHORIZED"));
    }
    if (!caller.scopes.includes(scope)) {
      await gate.audit(request, caller, scope, false);
      challenge(reply, "insufficient_scope", scope);
      return reply.refuse(refuse("FORBIDDEN"));
    }
    await gate.audit(request, caller, scope, true);
    request.integrationClient = caller;
    reply.header("cache-control", "no-store");
  };
}

/**
 * The onRequest hook of an integration route needing `scope`: one hook per scope, so the platform
 * can tell these routes from public ones (the per-address limits of public writes do not apply).
 */
export function integrationDoor(scope: IntegrationScope): onRequestAsyncHookHandler {
  let door = doors.get(scope);
  if (!door) {
    door = makeDoor(scope);
    doors.set(scope, door);
  }
  return door;
}

/** Every scope's door, for the platform's list of session doors. */
export function integrationDoors(scopes: readonly IntegrationScope[]): onRequestAsyncHookHandler[] {
  return scopes.map(integrationDoor);
}

/** For handlers behind integrationDoor: the client, always there. */
export function integrationCaller(request: FastifyRequest): IntegrationCaller {
  if (!request.integrationClient) throw new Error("route is missing the integrationDoor hook");
  return request.integrationClient;
}
