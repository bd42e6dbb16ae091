import { configDefaults, defineConfig } from "vitest/config";
import { ISOLATED, serverTestOptions } from "./vitest.shared.ts";

// Most server test files share their worker's modules (isolate: false): importing the app once per
// worker instead of once per file took a quarter of the server tests' time. Every file still gets its
// own database and app. The few that replace modules or hold module state of their own run alone
// (vitest.isolated.config.ts).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    ...serverTestOptions,
    name: "server",
    include: ["src/**/*.test.ts"],
    isolate: false,
    exclude: [...configDefaults.exclude, ...ISOLATED],
  },
});
