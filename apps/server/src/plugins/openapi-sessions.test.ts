import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig } from "../test/harness.ts";
import { documentOf, operationsOf, type Json } from "../test/openapi.ts";

/** A path parameter that passes the routes' uuid checks, so a session check after validation is reached too. */
const SOME_ID = "00000000-0000-4000-8000-000000000000";

// The document's word against the server's behaviour: an operation that says it needs the bearer
// session refuses a request without one (401), and one that says it needs none (security: [] or
// an optional session) does not. A public route that forgot `security: []`, or a signed-in route
// marked public, fails here.
describe.each(embeddedDatabase)("what the OpenAPI document says about sessions, on $name", (target) => {
  let app: App;
  let drop: () => Promise<void>;
  let doc: Json;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    await created.database.migrate();
    app = await buildApp({
      config: testAppConfig,
      db: created.database.db,
      logger: false,
      limits: { requests: { factor: 1000 } },
    });
    doc = await documentOf(app);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("every operation declares its security, and the server agrees without a session", async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const [method, path, op] of operations) {
      const name = `${method} ${path}`;
      if (!Array.isArray(op.security)) {
        wrong.push(`${name}: declares no security`);
        continue;
      }
      const optional = op.security.some((requirement) => Object.keys(requirement).length === 0);
      const needsSession = !optional && op.security.length > 0;
      const url = path.replace(/\{[^}]+\}/g, SOME_ID);
      const res = await app.inject({ method: method as "GET", url });
      if (needsSession && (res.statusCode !== 401 || res.json().error !== "UNAUTHORIZED"))
        wrong.push(`${name}: declares a session but answered ${res.statusCode} without one`);
      if (!needsSession && res.statusCode === 401)
        wrong.push(`${name}: declares no session needed but answered 401 without one`);
    }
    expect(wrong).toEqual([]);
  });
});
