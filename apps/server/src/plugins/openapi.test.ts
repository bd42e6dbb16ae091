import { join } from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig } from "../test/harness.ts";
import { documentOf, operationsOf, type Json } from "../test/openapi.ts";
import { identitySettingsFromEnv } from "../setup/identification.ts";
import { operationId } from "./openapi.ts";

/**
 * Warnings of the recommended rules that describe the API as it is, each with its reason. Any other
 * warning fails the test, as does any error.
 */
const KNOWN_WARNINGS = [
  // The portal's API is not published under a licence.
  "info-license #/info",
  // Contract paths: the router prefers the static segment, so /fixed-turns/{id} and /feed/{token} are never an {id}.
  "no-ambiguous-paths #/paths/~1api~1bookings~1fixed-turns~1{id}",
  "no-ambiguous-paths #/paths/~1api~1bookings~1feed~1{token}",
  // Redirects: the 302 is their success, and the identification callback redirects its failures too
  // (the viewing callback answers 4xx for a request without its browser binding).
  "operation-2xx-response #/paths/~1api~1identification~1callback/get/responses",
  "operation-2xx-response #/paths/~1api~1impersonate~1callback/get/responses",
  "operation-2xx-response #/paths/~1api~1payments~1return/get/responses",
  "operation-4xx-response #/paths/~1api~1identification~1callback/get/responses",
  // No input, so no 4xx: liveness and readiness answer 200 or 503, the menus and the termination flow's branding 200.
  "operation-4xx-response #/paths/~1api~1health/get/responses",
  "operation-4xx-response #/paths/~1api~1ready/get/responses",
  "operation-4xx-response #/paths/~1api~1content~1wp~1v2~1menus/get/responses",
  "operation-4xx-response #/paths/~1api~1termination-branding/get/responses",
].sort();

// Only PGlite: the document is built from the routes, and the database plays no part in it.
describe("the OpenAPI document clients are generated from", () => {
  let app: App;
  let hidden: App;
  let drop: () => Promise<void>;
  let doc: Json;

  beforeAll(async () => {
    const created = await embeddedDatabase[0]!.create();
    drop = created.drop;
    await created.database.migrate();
    app = await buildApp({ config: testAppConfig, db: created.database.db, logger: false });
    hidden = await buildApp({
      config: { ...testAppConfig, apiDocs: false },
      db: created.database.db,
      logger: false,
    });
    doc = await documentOf(app);
  });
  afterAll(async () => {
    await app?.close();
    await hidden?.close();
    await drop?.();
  });

  it("is not published, nor the reference page, with API_DOCS=false", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/json"])
      expect((await hidden.inject({ method: "GET", url })).statusCode, url).toBe(404);
    // The API itself is unaffected.
    expect((await hidden.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("passes the recommended lint rules: no error, only the known warnings", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: { "operation-operationId": "error", "operation-tag-defined": "error" },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config,
    });
    const where = (p: (typeof problems)[number]) => `${p.ruleId} ${p.location[0]?.pointer ?? ""}`;
    expect(problems.filter((p) => p.severity === "error").map((p) => `${where(p)}: ${p.message}`)).toEqual(
      [],
    );
    // The tests' PUBLIC_URL is http://localhost:3000; a deployment's is its own address.
    const local = /^https?:\/\/localhost[:/]/.test(identitySettingsFromEnv().publicUrl + "/");
    const known = local
      ? [...KNOWN_WARNINGS, "no-server-example.com #/servers/0/url"].sort()
      : KNOWN_WARNINGS;
    expect(
      problems
        .filter((p) => p.severity === "warn")
        .map(where)
        .sort(),
    ).toEqual(known);
  });

  it("says for every operation whether it needs a session, and names its server", () => {
    // A route that forgets `security` would be read as needing nothing or everything, depending on the reader.
    const undeclared = operationsOf(doc).filter(([, , op]) => !Array.isArray(op.security));
    expect(undeclared.map(([method, path]) => `${method} ${path}`)).toEqual([]);
    const { publicUrl } = identitySettingsFromEnv();
    expect(doc.servers).toEqual([{ url: publicUrl, description: expect.any(String) }]);
  });

  it("names every operation from its method and path", () => {
    expect(operationId("get", "/api/payments/{stamp}")).toBe("getPaymentsByStamp");
    expect(operationId("get", "/api/content/wp/v2/menu-items")).toBe("getContentWpV2MenuItems");
    for (const [method, path, op] of operationsOf(doc))
      expect(op.operationId, `${method} ${path}`).toBe(operationId(method, path));
  });

  it("generates a typed client with openapi-typescript whose types match the server's schemas", async () => {
    const client = astToString(await openapiTS(JSON.stringify(doc)));
    for (const expected of [
      'get: operations["getBillingHistory"]',
      'post: operations["postLogin"]',
      'get: operations["getPaymentsReturn"]',
      '"checkout-stamp"?: string | string[]',
      '"/api/bookings/resources/{id}/week"',
    ])
      expect(client).toContain(expected);

    // What the server sends, the client's types accept; what the client sends, the server's schema accepts.
    const dir = join(import.meta.dirname, "generated-client");
    const files = new Map([
      [join(dir, "api.ts"), client],
      [
        join(dir, "check.ts"),
        `import type { z } from "zod";
import type { loginRequest } from "@portal/schemas/auth";
import type { billingHistoryResponse } from "@portal/schemas/billing";
import type { weekResponse } from "@portal/schemas/bookings";
import type { operations, paths } from "./api.ts";

type History = operations["getBillingHistory"]["responses"][200]["content"]["application/json"];
type Week = operations["getBookingsResourcesByIdWeek"]["responses"][200]["content"]["application/json"];
export const history = (sent: z.output<typeof billingHistoryResponse>): History => sent;
export const week = (sent: z.output<typeof weekResponse>): Week => sent;
export const login = (
  body: operations["postLogin"]["requestBody"]["content"]["application/json"],
): z.input<typeof loginRequest> => body;
export const stamp: paths["/api/payments/{stamp}"]["get"]["parameters"]["path"] = { stamp: "x" };
`,
      ],
    ]);
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2023.d.ts"],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const { fileExists, readFile, getSourceFile, directoryExists } = host;
    host.directoryExists = (name) => name === dir || (directoryExists?.(name) ?? true);
    host.fileExists = (name) => files.has(name) || fileExists(name);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.getSourceFile = (name, language, ...rest) =>
      files.has(name)
        ? ts.createSourceFile(name, files.get(name)!, language)
        : getSourceFile(name, language, ...rest);
    const program = ts.createProgram([join(dir, "check.ts")], options, host);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
