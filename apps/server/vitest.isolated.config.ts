import { defineConfig } from "vitest/config";
import { ISOLATED, serverTestOptions } from "./vitest.shared.ts";

// The server test files that need a module graph of their own (see vitest.shared.ts).
export default defineConfig({
  root: import.meta.dirname,
  test: { ...serverTestOptions, name: "server-isolated", isolate: true, include: ISOLATED },
});
