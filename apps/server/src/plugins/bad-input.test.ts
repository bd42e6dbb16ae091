import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { contracts } from "../db/schema/contracts.ts";
import { feedback } from "../db/schema/feedback.ts";
import { menuItems } from "../db/schema/content.ts";
import { persons, userAccounts } from "../db/schema/persons.ts";
import { sessions } from "../db/schema/sessions.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";

const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE user_accounts; --",
  "aino.asukas@example.fi'--",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "\u0000",
  "ä".repeat(300),
  "%00%27",
];

describe.each(embeddedDatabase)("bad input on $name", (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: string | object, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: { "content-type": contentType },
    });
  const counts = async () => {
    const db = t.database.db;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      persons: await n(persons),
      accounts: await n(userAccounts),
      contracts: await n(contracts),
      sessions: await n(sessions),
      menuItems: await n(menuItems),
    };
  };

  it("answers malformed JSON with 400 BAD_REQUEST", async () => {
    for (const body of ["{bad", '{"username":', "[1,2", '{"__proto__":{"x":1}}']) {
      for (const url of ["/api/login", "/api/feedback"]) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${body}`).toBe(400);
        expect(res.json()).toEqual({ error: "BAD_REQUEST" });
      }
    }
  });

  it("answers other content types with 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      const res = await post("/api/login", "username=a&password=b", type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ error: "UNSUPPORTED_MEDIA_TYPE" });
    }
  });

  it("answers missing bodies, wrong types and extra fields with field errors", async () => {
    const cases: [string, string | object, Record<string, string>][] = [
      ["/api/login", "", { "": "validation.required" }],
      ["/api/login", [], { "": "validation.invalid" }],
      ["/api/login", "null", { "": "validation.invalid" }],
      [
        "/api/login",
        { username: 5, password: ["x"] },
        { username: "validation.invalid", password: "validation.invalid" },
      ],
      ["/api/login", { username: "a", password: "b", admin: true }, { admin: "validation.unknownField" }],
      ["/api/login", { username: "a".repeat(255), password: "b" }, { username: "validation.tooLong" }],
      ["/api/feedback", {}, { gotThingsDone: "validation.required", language: "validation.required" }],
      ["/api/feedback", "", { "": "validation.required" }],
    ];
    for (const [url, body, fields] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toEqual({ error: "VALIDATION", fields });
    }
  });

  it("refuses a 2 MB body with 413", async () => {
    const big = JSON.stringify({ username: "a", password: "x".repeat(2 * 1024 * 1024) });
    for (const url of ["/api/login", "/api/feedback"]) {
      const res = await post(url, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: "PAYLOAD_TOO_LARGE" });
    }
  });

  it("answers unknown API routes and methods with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/profile"],
      ["DELETE", "/api/login"],
      ["GET", "/api"],
      ["GET", "/somewhere"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: "text/html" } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: "NOT_FOUND" });
    }
  });

  it("treats SQL and HTML in every field as plain data: never a 500, nothing changed", async () => {
    const before = await counts();
    for (const s of NASTY) {
      const login = [
        { username: s, password: "Asukas!2026" },
        { username: "aino.asukas@example.fi", password: s },
        { username: s, password: s },
      ];
      for (const body of login) {
        const res = await post("/api/login", body);
        expect([400, 401], JSON.stringify(body)).toContain(res.statusCode);
        expect(res.body).not.toContain("sessionId");
      }
      for (const body of [
        { gotThingsDone: s, language: "fi" },
        { gotThingsDone: "yes", language: s },
        { gotThingsDone: "yes", language: "fi", text: s },
      ]) {
        const res = await post("/api/feedback", body);
        expect([201, 400], JSON.stringify(body)).toContain(res.statusCode);
      }
      const q = encodeURIComponent(s);
      for (const url of [
        `/api/content/wp/v2/menu-items?menus=${q}`,
        `/api/content/wp/v2/menu-items?menus=1&lang=${q}`,
        `/api/${q}`,
      ]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
      const res = await t.app.inject({
        method: "GET",
        url: "/api/profile",
        headers: { authorization: `Bearer ${s}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
    // The HTML and SQL that were valid text went in verbatim, as data.
    const texts = (await t.database.db.select({ text: feedback.text }).from(feedback)).map((r) => r.text);
    expect(texts).toContain("'; DROP TABLE user_accounts; --");
    expect(texts).toContain("<script>alert(1)</script>");
  });
});
