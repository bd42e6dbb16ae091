import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from "../app.ts";
import { DEMO_PASSWORD } from "../seed/accounts.ts";
import { seedDemo } from "../seed/demo.ts";
import { testDatabases } from "../test/databases.ts";
import { TODAY, testAppConfig } from "../test/harness.ts";

describe.each(testDatabases)("an unexpected database error on $name", (target) => {
  it("answers 500 with an id and logs the SQLSTATE and statement, never the query's parameters", async () => {
    const { database, drop } = await target.create();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testAppConfig,
      db: database.db,
      logger: {
        level: "trace",
        stream,
        redact: { paths: LOG_REDACT, censor: "[redacted]" },
        serializers: LOG_SERIALIZERS,
      },
    });
    try {
      await database.migrate();
      await seedDemo(database.db, TODAY);
      // The sign-in query looks the account up by email; with the column gone it fails in the database.
      await database.db.execute(sql`ALTER TABLE user_accounts RENAME COLUMN email TO email_gone`);
      const email = "aino.asukas@example.fi";
      const res = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "INTERNAL", id: expect.any(String) });
      const log = lines.join("");
      expect(log).toContain('"sqlState":"42703"');
      expect(log).toContain('"route":"/api/login"');
      expect(log).not.toContain(email);
      expect(log).not.toContain(DEMO_PASSWORD);
    } finally {
      await app.close();
      await drop();
    }
  });
});
