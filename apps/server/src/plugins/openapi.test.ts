import { join } from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig, useTestApp } from "../test/harness.ts";
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

/** The operations whose body is multipart/form-data, read from the stream by the route itself. */
const MULTIPART_OPERATIONS = [
  "POST /api/contract-termination/files",
  "POST /api/defect-notices/create",
  "POST /api/expense-reports/create",
  "PUT /api/expense-reports/{id}",
  "POST /api/staff/documents",
];

/**
 * Code a client generated from the document would be written with: its types must accept what the
 * server's zod schemas produce and send what they take, and the file upload is called with the
 * generated multipart body's parts.
 */
const CHECK = `import type { z } from "zod";
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

type Multipart<O extends keyof operations> = operations[O] extends {
  requestBody: { content: { "multipart/form-data": infer B } };
}
  ? B
  : never;
export const report: Multipart<"postDefectNoticesCreate"> = {
  title: "Vuotava hana",
  description: "Keittiön hana vuotaa.",
  defectClass: "repair",
  affectedArea: "kitchen",
  attachments: [new Blob()],
};
export const expense: Multipart<"putExpenseReportsById"> = {
  formType: "GeneralExpenseReport",
  "purchaseReports[0].amount": "12.50",
  "purchaseReports[0].receipts": new Blob(),
};
// @ts-expect-error The upload's one part is required.
export const noFile: Multipart<"postContractTerminationFiles"> = {};

type Upload = operations["postContractTerminationFiles"];
type Uploaded = Upload["responses"][201]["content"]["application/json"];
const UPLOAD: keyof paths = "/api/contract-termination/files";

/** The file upload as the generated client calls it: the body's parts as the document names them. */
export async function uploadTerminationFile(
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  sessionId: string,
  parts: Multipart<"postContractTerminationFiles">,
  filename: string,
): Promise<{ status: number; file: Uploaded }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) body.append(name, value, filename);
  const res = await fetch(UPLOAD, { method: "POST", headers: { authorization: \`Bearer \${sessionId}\` }, body });
  return { status: res.status, file: (await res.json()) as Uploaded };
}
`;

/** Binary parts and answers as the Blob a browser or Node sends and receives (openapi-typescript's documented transform). */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/**
 * The document's client from openapi-typescript, and CHECK compiled against it: the compiler's
 * complaints, and CHECK's code to run (its imports are types only).
 */
async function generatedClient(document: Json) {
  const client = astToString(
    await openapiTS(JSON.stringify(document), {
      transform: (schema) =>
        schema.format === "binary"
          ? schema.nullable
            ? ts.factory.createUnionTypeNode([BLOB, NULL])
            : BLOB
          : undefined,
    }),
  );
  const dir = join(import.meta.dirname, "generated-client");
  const files = new Map([
    [join(dir, "api.ts"), client],
    [join(dir, "check.ts"), CHECK],
  ]);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
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
  const js = ts.transpileModule(CHECK, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2023 },
  }).outputText;
  const compiled: Record<string, unknown> = {};
  new Function("exports", js)(compiled);
  return { client, diagnostics, compiled: compiled as { uploadTerminationFile: UploadTerminationFile } };
}

type UploadTerminationFile = (
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  sessionId: string,
  parts: { file: Blob },
  filename: string,
) => Promise<{ status: number; file: { id: string; name: string; contentType: string } }>;

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
    const { client, diagnostics } = await generatedClient(doc);
    for (const expected of [
      'get: operations["getBillingHistory"]',
      'post: operations["postLogin"]',
      'get: operations["getPaymentsReturn"]',
      '"checkout-stamp"?: string | string[]',
      '"/api/bookings/resources/{id}/week"',
    ])
      expect(client).toContain(expected);
    expect(diagnostics).toEqual([]);
  }, 60_000);

  it("gives every multipart operation its parts as a multipart/form-data requestBody, files as binary", () => {
    const bodies = operationsOf(doc).flatMap(([method, path, op]) => {
      const content = (op as { requestBody?: { content?: Record<string, { schema?: Json }> } }).requestBody
        ?.content;
      return content?.["multipart/form-data"] ? [[`${method} ${path}`, content]] : [];
    });
    expect(bodies.map(([name]) => name).sort()).toEqual([...MULTIPART_OPERATIONS].sort());
    const termination = bodies.find(([name]) => name === "POST /api/contract-termination/files")![1] as Json;
    expect(termination).toEqual({
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: { file: { type: "string", format: "binary", description: expect.any(String) } },
          required: ["file"],
        },
      },
    });
  });
});

describe("a client generated from the document", () => {
  const t = useTestApp(embeddedDatabase[0]!);

  it("uploads a termination file with the generated multipart body, as the document says", async () => {
    const { diagnostics, compiled } = await generatedClient(await documentOf(t.app));
    expect(diagnostics).toEqual([]);
    /** fetch as the client calls it, answered by the app. */
    const fetch = async (url: string, init: RequestInit) => {
      const request = new Request(new URL(url, "http://localhost"), init);
      const res = await t.app.inject({
        method: request.method as "POST",
        url,
        headers: Object.fromEntries(request.headers),
        payload: Buffer.from(await request.arrayBuffer()),
      });
      const headers = Object.entries(res.headers).map(([name, value]): [string, string] => [
        name,
        String(value),
      ]);
      return new Response(res.rawPayload, { status: res.statusCode, headers });
    };
    const aino = await t.login("aino.asukas@example.fi");
    const pdf =
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
    const file = new Blob([pdf], { type: "application/pdf" });
    const uploaded = await compiled.uploadTerminationFile(fetch, aino, { file }, "vuokrasopimus.pdf");
    expect(uploaded).toMatchObject({
      status: 201,
      file: { id: expect.any(String), name: "vuokrasopimus.pdf", contentType: "application/pdf" },
    });
  }, 60_000);
});
