import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthService, SessionUser } from "../modules/auth/auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes; null elsewhere. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected routes: 401 unless the bearer session is valid. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The token from `Authorization: Bearer <token>`, or "" when absent or in another scheme. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) return "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? "";
}

/** Registered on the root instance (not encapsulated) so every module's routes can use it. */
export function registerSession(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest("user", null);
  app.decorate("authenticate", async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await auth.resolveSession(bearerToken(request));
    if (!user) {
      await reply.code(401).send({ error: "UNAUTHORIZED" });
      return;
    }
    request.user = user;
  });
}

/** For handlers behind `authenticate`: the user is always there, and the type says so. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("route is missing the authenticate hook");
  return request.user;
}
