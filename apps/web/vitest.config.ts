import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: "unit",
    environment: "jsdom",
    // The files share one jsdom page and module graph per worker: a fresh page and React per file
    // took 95 s of the 20 s this project now takes. The setup file cleans up after every test.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/browserLanguage.ts", "src/test/setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
