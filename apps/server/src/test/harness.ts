import { afterAll, beforeAll } from "vitest";
import { buildApp, type App, type AppDeps } from "../app.ts";
import type { Database } from "../db/client.ts";
import { DEMO_PASSWORD } from "../db/seed/accounts.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { todayInHelsinki } from "../lib/dates.ts";
import type { TestDatabase } from "./databases.ts";

/** A fixed, movable "now": noon in Helsinki on an ordinary day, so date rules are deterministic. */
export const START = new Date("2026-03-16T10:00:00Z");
export const TODAY = todayInHelsinki(START);

export interface TestContext {
  app: App;
  database: Database;
  /** Current test time; tests move it forward and back. */
  clock: { now: Date };
  login(username: string, password?: string): Promise<string>;
  bearer(sessionId: string): { authorization: string };
}

type Options = Partial<Pick<AppDeps, "limits">> & { webDist?: string };

/** Registers beforeAll/afterAll that build a migrated, seeded database and an app on it. */
export function useTestApp(target: TestDatabase, options: Options = {}): TestContext {
  const ctx = { clock: { now: new Date(START) } } as TestContext;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    ctx.database = created.database;
    await ctx.database.migrate();
    await seedDemo(ctx.database.db, TODAY);
    ctx.app = await buildApp({
      config: {
        bodyLimit: 1_048_576,
        trustProxy: false,
        webDist: options.webDist ?? "/nonexistent-web-dist",
      },
      db: ctx.database.db,
      logger: false,
      now: () => new Date(ctx.clock.now),
      limits: options.limits ?? { feedback: { perMinute: 10_000 } },
    });
    await ctx.app.ready();
  });

  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });

  ctx.login = async (username, password = DEMO_PASSWORD) => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { sessionId: string }).sessionId;
  };
  ctx.bearer = (sessionId) => ({ authorization: `Bearer ${sessionId}` });
  return ctx;
}
