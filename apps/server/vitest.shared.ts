import type { ViteUserConfig } from "vitest/config";

/**
 * Server test files that run with modules of their own: they replace modules with `vi.mock`
 * (counting calls of the real ones), or time a module-level worker thread that a shared module
 * graph would have started and tuned for another file.
 */
export const ISOLATED = [
  "src/modules/auth/cheap-checks-first.test.ts",
  "src/modules/auth/password-policy.test.ts",
];

// Server tests boot a real database per file (PGlite in memory, and PostgreSQL when
// TEST_DATABASE_URL is set), so timeouts are generous and files run in separate processes.
export const serverTestOptions = {
  environment: "node",
  pool: "forks",
  // Migrates one PGlite and one PostgreSQL database per run; each file's database is a copy.
  globalSetup: ["src/test/global-setup.ts"],
  // Tests use the local stand-ins and development keys, asked for as `npm start` asks for them,
  // and argon2's least cost (lib/password.ts): real-cost hashes were most of the auth suites' time.
  env: { SANDBOX: "true", PASSWORD_HASH_MINIMAL: "true" },
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // CI shares two cores between two databases and many processes; a second try there is reported.
  retry: process.env.CI ? 1 : 0,
} satisfies NonNullable<ViteUserConfig["test"]>;
