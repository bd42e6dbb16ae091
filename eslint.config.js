import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { existsSync, readdirSync } from "node:fs";
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

const directories = (path) =>
  readdirSync(join(import.meta.dirname, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

const server = "./apps/server/src";
// A module's public file: what other modules may import from it. Everything else in the module's
// directory is its own business.
const PUBLIC_FILE = "index.ts";
const serverModules = directories("apps/server/src/modules");
// A module reaches another module only through that module's public file, or its manifest to name
// it in `after` (tests may reach further: they set up and inspect other modules' state).
const moduleZones = serverModules.map((name) => ({
  target: `${server}/modules/${name}`,
  from: `${server}/modules`,
  except: [
    `./${name}`,
    // The application context every module's register(app, ctx) takes, and the kit its manifest is written with.
    "./context.ts",
    "./module.ts",
    ...serverModules
      .filter((other) => other !== name)
      .flatMap((other) => [`${other}/${PUBLIC_FILE}`, `${other}/${other}.module.ts`])
      .filter((file) => existsSync(join(import.meta.dirname, server, "modules", file)))
      .map((file) => `./${file}`),
  ],
  message: `A module imports another module only through its public file, modules/<module>/${PUBLIC_FILE}, or its manifest, modules/<module>/<module>.module.ts.`,
}));

// The server's layers: config/, access/, plugins/, integrations/, lib/ and db/ sit below the domain
// modules, their tests included.
const belowModules = {
  target: [
    `${server}/config`,
    `${server}/config.ts`,
    `${server}/access`,
    `${server}/plugins`,
    `${server}/integrations`,
    `${server}/lib`,
    `${server}/db`,
  ],
  from: `${server}/modules`,
  message:
    "config/, access/, plugins/, integrations/, lib/ and db/ never import modules/: the modules build on them.",
};
// What sits above the modules and assembles them: the stand-ins' choice, the demo world, the jobs,
// the app and its start. A module's code never reaches up to them (its tests may: they seed and start).
const aboveModules = {
  target: `${server}/modules`,
  from: [
    `${server}/sandbox`,
    `${server}/seed`,
    `${server}/setup`,
    `${server}/jobs`,
    `${server}/app.ts`,
    `${server}/runtime.ts`,
    `${server}/main.ts`,
    `${server}/ops`,
  ],
  message:
    "modules/ never import sandbox/, seed/, setup/, jobs/, app.ts, runtime.ts, main.ts or ops/: those assemble the modules or run beside them.",
};
const layerZones = [
  belowModules,
  {
    target: [`${server}/integrations`, `${server}/lib`, `${server}/db`, `${server}/plugins`],
    from: `${server}/sandbox`,
    message: "The sandbox's stand-ins are chosen in setup/, not by the code they stand in for.",
  },
  {
    target: [`${server}/lib`, `${server}/db`],
    from: [
      `${server}/integrations`,
      `${server}/plugins`,
      `${server}/jobs`,
      `${server}/seed`,
      `${server}/setup`,
    ],
    message: "lib/ and db/ are the bottom layers: they import nothing else of the server but config.",
  },
];

// The boundaries shared by every file: the web's features, the two apps.
const sharedZones = [
  ...featureZones,
  {
    target: ["./apps/web/src/lib", "./apps/web/src/components"],
    from: ["./apps/web/src/features", "./apps/web/src/app"],
    message: "lib/ and components/ are shared by every feature, so they depend on none.",
  },
  { target: "./apps/web", from: "./apps/server", message: "The web never imports server code." },
  { target: "./apps/server", from: "./apps/web", message: "The server never imports web code." },
];

const restrictedPaths = (zones) => ["error", { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      // A web build in progress, beside dist/ (scripts/build-web.mjs).
      "**/.dist-build-*/**",
      "**/.dist-old-*/**",
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
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      // The TypeScript resolver follows what tsc follows, extension-less imports included, so a zone
      // cannot be dodged by leaving the extension off.
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: [
            "apps/server/tsconfig.json",
            "apps/web/tsconfig.json",
            "packages/schemas/tsconfig.json",
            "e2e/tsconfig.json",
            "bench/tsconfig.json",
          ],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": restrictedPaths(sharedZones),
    },
  },
  {
    // The server's layers and its modules' public files (see docs/architecture.md).
    files: ["apps/server/src/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([
        ...sharedZones,
        ...layerZones,
        aboveModules,
        ...moduleZones,
      ]),
    },
  },
  {
    // Tests may set up and inspect another module's state directly; the layers still hold for them.
    files: ["apps/server/src/**/*.test.ts", "apps/server/src/**/*-test-client.ts"],
    rules: { "import-x/no-restricted-paths": restrictedPaths([...sharedZones, ...layerZones]) },
  },
  {
    // Queries belong in repositories and db/: drizzle-orm is imported nowhere else.
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/**/*.repository.ts",
      "apps/server/src/db/**",
      // Tests and their clients read and arrange rows directly.
      "apps/server/src/**/*.test.ts",
      "apps/server/src/**/*-test-client.ts",
      "apps/server/src/test/**",
      // The demo world and the scale seed write their rows in bulk, as db/ does.
      "apps/server/src/seed/**",
      // The SQL fragments the bookings repositories share (the tenant's scope, raw rows of either driver).
      "apps/server/src/modules/bookings/bookings-sql.ts",
      // The calendar feed's token rows sit beside the token rules they serve; a repository of their own
      // would hold four statements and pass the same transaction back and forth.
      "apps/server/src/modules/bookings/feed.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Queries live in *.repository.ts files and db/; call a repository instead.",
            },
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
