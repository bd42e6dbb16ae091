import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testDatabases } from "../test/databases.ts";
import { testAppConfig } from "../test/harness.ts";

describe("API reference switch", () => {
  it("publishes neither the reference page nor the document with API_DOCS=false", async () => {
    const { database, drop } = await testDatabases[0]!.create();
    await database.migrate();
    const app = await buildApp({
      config: { ...testAppConfig, apiDocs: false },
      db: database.db,
      logger: false,
    });
    try {
      for (const url of ["/api/docs", "/api/docs/", "/api/docs/json"])
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
      // The API itself is unaffected.
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});
