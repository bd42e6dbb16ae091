import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve("react-router/package.json"));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // react-router's package exports point at its development build whatever the mode; outside its
    // own Vite plugin nothing switches to the production build, which is about 8 KB gzip smaller.
    alias:
      command === "build"
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, "dist/production/index.mjs") }]
        : [],
  },
  build: {
    // scripts/bundle-report.mjs reads the manifest to measure what each route loads.
    manifest: true,
    // Every browser the portal supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: {
    proxy: { "/api": "http://localhost:3000" },
  },
}));
