import { count, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { START, useTestApp, testAppConfig } from "../../test/harness.ts";

describe.each(embeddedDatabase)("feedback on $name", (target) => {
  const t = useTestApp(target);
  const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/feedback", payload });

  it("stores an answer without a session", async () => {
    const res = await send({
      gotThingsDone: "partly",
      text: "  Laskut löytyivät helposti.  ",
      language: "fi",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(row).toMatchObject({
      answer: "partly",
      text: "Laskut löytyivät helposti.",
      language: "fi",
      createdAt: START,
    });
  });

  it("allows an empty text and refuses bad answers field by field", async () => {
    expect((await send({ gotThingsDone: "yes", language: "en" })).statusCode).toBe(201);
    const res = await send({ gotThingsDone: "maybe", text: "x".repeat(2001), language: "de", userId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "VALIDATION",
      fields: {
        gotThingsDone: "validation.required",
        text: "validation.tooLong",
        language: "validation.invalid",
        userId: "validation.unknownField",
      },
    });
  });

  it("limits answers per address per minute", async () => {
    const limited = await buildApp({
      config: testAppConfig,
      db: t.database.db,
      logger: false,
      settings: { feedback: { limits: { perMinute: 2 } } },
    });
    try {
      const post = () =>
        limited.inject({
          method: "POST",
          url: "/api/feedback",
          payload: { gotThingsDone: "no", language: "fi" },
          remoteAddress: "10.0.0.9",
        });
      const [before] = await t.database.db.select({ n: count() }).from(feedback);
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
      const [after] = await t.database.db.select({ n: count() }).from(feedback);
      expect(after!.n - before!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
