import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve("react-router/package.json"));

/**
 * Preloads the typeface (styles/fonts.css): the browser would otherwise find the font only after
 * the stylesheet is parsed and text is already laid out, and fetch it a round trip later.
 */
function preloadFont(): Plugin {
  return {
    name: "preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /inter-latin-wght-normal-.*\.woff2$/.test(file),
        );
        if (fonts.length !== 1)
          throw new Error(`expected one Inter Latin font in the build, found ${fonts.length}`);
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${fonts[0]}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadFont()],
  resolve: {
    // react-router's package exports point at its development build whatever the mode; outside its
    // own Vite plugin nothing switches to the production build, which is about 8 KB gzip smaller.
    alias: [
      // React has useSyncExternalStore built in: react-i18next's shim for older Reacts is not needed.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: join(import.meta.dirname, "src/lib/shims/useSyncExternalStore.ts"),
      },
      ...(command === "build"
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, "dist/production/index.mjs") }]
        : []),
    ],
  },
  build: {
    // scripts/bundle-report.mjs reads the manifest to measure what each route loads.
    manifest: true,
    // Every browser the portal supports has <link rel="modulepreload">.
    // A lazy page's own stylesheets are still loaded with it, but its scripts' imports are left to
    // the browser, which fetches them as soon as it reads the page's chunk. Listing every chunk a
    // page imports in the entry (Vite's preload lists) cost every page 3.7 KB gzip of file names,
    // growing with each route; the price is one round trip more on the first visit of a page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith(".css")),
    },
    sourcemap: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: {
    proxy: { "/api": "http://localhost:3000" },
  },
}));
