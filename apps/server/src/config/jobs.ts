// How often the interval jobs of every server process run (jobs/).
import { z } from "zod";

export const jobVariables = {
  HOUSEKEEPING_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(3_600_000),
    describe:
      "How often expired identification flows, codes, throttle rows and sessions are deleted, in milliseconds. Safe with several server processes.",
    default: "3600000 (1 hour)",
  },
  NOTIFICATIONS_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(3_600_000),
    describe:
      "How often the notification jobs run (arrears more than 7 days overdue, leases about to start or end), in milliseconds. Also once at start-up. Safe with several server processes.",
    default: "3600000 (1 hour)",
  },
} as const;
