import { z } from "zod";

export const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("ok") });
/** 503: the server runs but cannot reach its database. */
export const healthFailureResponse = z.object({ status: z.literal("error"), database: z.literal("error") });
