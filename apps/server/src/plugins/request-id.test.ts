import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig, useTestApp } from "../test/harness.ts";

describe.each(embeddedDatabase)("the request id behind a proxy on $name", (target) => {
  const t = useTestApp(target);
  const lines: { reqId?: string; msg?: string }[] = [];
  let behindProxy: App;
  let direct: App;
  beforeAll(async () => {
    const log = pino(
      { level: "info" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { reqId?: string });
          done();
        },
      }),
    );
    const build = (trustProxy: false | string[], logger?: pino.Logger) =>
      buildApp({
        config: { ...testAppConfig, trustProxy },
        db: t.database.db,
        ...(logger ? { loggerInstance: logger } : { logger: false }),
      });
    // The proxy (HAProxy in deploy/haproxy.cfg) connects from 127.0.0.1.
    behindProxy = await build(["127.0.0.1"], log);
    direct = await build(false);
    await Promise.all([behindProxy.ready(), direct.ready()]);
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  const health = (app: App, remoteAddress: string, id: string) =>
    app.inject({ method: "GET", url: "/api/health", remoteAddress, headers: { "x-request-id": id } });

  it("takes the id the trusted proxy made for the request, in the answer and in the log line", async () => {
    const id = randomUUID();
    const res = await health(behindProxy, "127.0.0.1", id);
    expect(res.headers["x-request-id"]).toBe(id);
    expect(lines.filter((l) => l.msg === "request completed" && l.reqId === id)).toHaveLength(1);
  });

  it("makes its own for anyone else, and for an id that is not one", async () => {
    const id = randomUUID();
    for (const res of [
      await health(behindProxy, "203.0.113.7", id),
      await health(direct, "127.0.0.1", id),
      await health(behindProxy, "127.0.0.1", 'forged" "msg":"ready'),
      await health(behindProxy, "127.0.0.1", "x".repeat(101)),
    ]) {
      const own = String(res.headers["x-request-id"]);
      expect(own).not.toBe(id);
      expect(own).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
