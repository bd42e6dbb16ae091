import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileResponse } from "@portal/schemas/profile";
import { errorResponse } from "@portal/schemas/common";
import { sessionUser } from "../../plugins/session.ts";
import type { ProfileRepository } from "./profile.repository.ts";

export function profileRoutes(profiles: ProfileRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/profile",
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["profile"],
          summary: "The signed-in tenant and the contract chosen at sign-in",
          security: [{ bearer: [] }],
          response: { 200: profileResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const user = sessionUser(request);
        const profile = await profiles.findProfile(user.userId, user.contractId);
        // Only if the person was removed from the contract after sign-in.
        if (!profile) return reply.code(404).send({ error: "NOT_FOUND" });
        reply.header("cache-control", "no-store");
        return profile;
      },
    );
  };
}
