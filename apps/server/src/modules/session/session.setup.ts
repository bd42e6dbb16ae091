import type { FastifyInstance } from "fastify";
import type { SessionContext } from "../context.ts";
import { sessionRoutes } from "./session.routes.ts";

/** GET /api/session on `app`: who is signed in, from the session the authenticate hook resolved. */
export async function registerSession(app: FastifyInstance, _ctx: SessionContext): Promise<void> {
  await app.register(sessionRoutes());
}
