// Per-address limits of the public endpoints (modules/auth/throttle.service.ts, plugins/rate-limits.ts).
import { z } from "zod";

export const limitVariables = {
  SIGN_IN_LIMIT_PER_ADDRESS: {
    schema: z.coerce.number().int().min(1).default(50),
    describe:
      "Failed sign-ins one client address may make in 15 minutes (per account the limit is 10). Raise it when many tenants share one address.",
    default: "50",
  },
  CODE_LIMIT_PER_ADDRESS: {
    schema: z.coerce.number().int().min(1).default(20),
    describe:
      "One-time codes one client address may ask for, and code checks it may make, in 15 minutes (per account: 5 codes).",
    default: "20",
  },
  RATE_LIMIT_FACTOR: {
    schema: z.coerce.number().positive().max(100_000).default(1),
    describe:
      "Multiplies the per-address request limits of the public endpoints (sign-in, sign-up, codes, password reset, phone sign-in, feedback; requests per minute, listed in the README). Raise it when many tenants share one address; the end-to-end tests and the benchmark raise it because they send everything from one address.",
    default: "1",
  },
} as const;
