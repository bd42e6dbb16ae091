import { defineConfig, mergeConfig, type ConfigEnv } from "vite";
import portal from "./vite.config.ts";

/**
 * The developers' look page (/sandbox/ui) as a build of its own beside the portal's, into
 * dist/sandbox/ui: built with the portal's, its imports would change how the portal's shared chunks
 * are cut and what each route downloads. The server serves it only with SANDBOX=true.
 */
export default defineConfig((env: ConfigEnv) =>
  mergeConfig(portal(env), {
    base: "/sandbox/ui/",
    build: {
      outDir: "dist/sandbox/ui",
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: "sandbox-ui.html" },
    },
  }),
);
