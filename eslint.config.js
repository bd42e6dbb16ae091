import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const features = join(import.meta.dirname, "apps/web/src/features");
// A feature may import only from itself; each new feature folder is covered by being there.
const featureZones = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: "./apps/web/src/features",
    except: [`./${name}`],
    message: "Features do not import each other; share through components/ or lib/.",
  }));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/server/src/db/migrations/**",
      "bench/results/**",
      // A deliberate import cycle that apps/web/src/test/lintRules.test.ts lints on its own.
      "apps/web/src/test/lint-fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Dependencies flow one way: schemas ← server, schemas ← web; app → features → lib, components.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: { "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            {
              target: ["./apps/web/src/lib", "./apps/web/src/components"],
              from: ["./apps/web/src/features", "./apps/web/src/app"],
              message: "lib/ and components/ are shared by every feature, so they depend on none.",
            },
            { target: "./apps/web", from: "./apps/server", message: "The web never imports server code." },
            { target: "./apps/server", from: "./apps/web", message: "The server never imports web code." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "apps/web/scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
