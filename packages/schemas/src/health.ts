import { z } from "zod";

export const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("ok") });
/** 503: the server runs but cannot reach its database. */
export const healthFailureResponse = z.object({ status: z.literal("error"), database: z.literal("error") });

/** GET /api/ready: whether a load balancer should send this process requests, and if not, why. */
export const readyResponse = z.object({
  status: z.enum(["ready", "not_ready"]),
  /** starting, draining, or "<service> unreachable" (database, files). */
  reasons: z.array(z.string()),
});
