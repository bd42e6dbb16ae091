import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { DEFAULT_CONNECTION_LIMITS } from "../config.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { testAppConfig, useTestApp } from "../test/harness.ts";
import { httpAnswer, rawConnection, within } from "../test/raw-connection.ts";

const SHORT = 300;
/** Long enough for any test to finish first; the cap test must not see its connections time out. */
const LONG = 120_000;

const portOf = (app: App) => (app.server.address() as AddressInfo).port;
const health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

describe.each(embeddedDatabase)("slow and greedy clients on $name", (target) => {
  const t = useTestApp(target, {
    connections: {
      ...DEFAULT_CONNECTION_LIMITS,
      headersTimeoutMs: SHORT,
      requestTimeoutMs: SHORT,
      keepAliveTimeoutMs: SHORT,
    },
  });
  const listening = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    return portOf(t.app);
  };

  it("cuts off a client that never finishes its headers, or never sends any, with 408", async () => {
    const port = await listening();
    const slow = await rawConnection(port);
    slow.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n");
    const silent = await rawConnection(port);
    for (const connection of [slow, silent]) {
      const answer = httpAnswer(await within(connection.closed, 20_000, "the slow client's end"));
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ error: "REQUEST_TIMEOUT" });
    }
  }, 30_000);

  it("answers 408 and closes the connection when a body stops arriving", async () => {
    const port = await listening();
    const slow = await rawConnection(port);
    slow.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    const answer = httpAnswer(await within(slow.closed, 20_000, "the slow body's end"));
    expect(answer.status).toBe(408);
    expect(answer.headers).toContain("connection: close");
    expect(JSON.parse(answer.body)).toEqual({ error: "REQUEST_TIMEOUT" });
  }, 30_000);

  it("closes a kept-alive connection that stays idle, after answering on it", async () => {
    const port = await listening();
    const idle = await rawConnection(port);
    idle.write(health);
    const text = await within(idle.closed, 20_000, "the idle connection's end");
    expect(httpAnswer(text).status).toBe(200);
    expect(httpAnswer(text).headers).toContain("keep-alive");
  }, 30_000);

  describe("the cap on open connections per address", () => {
    let capped: App | undefined;
    afterAll(async () => capped?.close());

    it("refuses connections beyond it while other addresses are served", async () => {
      capped = await buildApp({
        config: {
          ...testAppConfig,
          connections: {
            headersTimeoutMs: LONG,
            requestTimeoutMs: LONG,
            uploadFileTimeoutMs: LONG,
            keepAliveTimeoutMs: LONG,
            perAddress: 3,
          },
        },
        db: t.database.db,
        logger: false,
      });
      await capped.listen({ port: 0, host: "127.0.0.1" });
      const port = portOf(capped);
      // Three kept-alive connections, each answered once and then left open.
      const held = [];
      for (let i = 0; i < 3; i++) {
        const connection = await rawConnection(port);
        connection.write(health);
        await within(
          (async () => {
            while (!connection.received().includes("\r\n\r\n")) await new Promise((r) => setTimeout(r, 10));
          })(),
          20_000,
          "an answer within the cap",
        );
        held.push(connection);
      }
      // A fourth from the same address is closed unanswered.
      const fourth = await rawConnection(port).catch(() => null);
      fourth?.write(health);
      if (fourth) expect(await within(fourth.closed, 20_000, "the fourth connection's end")).toBe("");
      // Another address is served meanwhile.
      const neighbour = await rawConnection(port, "127.0.0.2");
      neighbour.write(health);
      await within(
        (async () => {
          while (!neighbour.received().includes("\r\n\r\n")) await new Promise((r) => setTimeout(r, 10));
        })(),
        20_000,
        "the other address's answer",
      );
      expect(httpAnswer(neighbour.received()).status).toBe(200);
      expect(held.every((c) => !c.isClosed())).toBe(true);
      // A closed connection gives its place back.
      held[0]!.destroy();
      await held[0]!.closed;
      await new Promise((r) => setTimeout(r, 50));
      const again = await rawConnection(port);
      again.write(health);
      await within(
        (async () => {
          while (!again.received().includes("\r\n\r\n")) await new Promise((r) => setTimeout(r, 10));
        })(),
        20_000,
        "an answer once a place is free",
      );
      expect(httpAnswer(again.received()).status).toBe(200);
      for (const connection of [...held, neighbour, again]) connection.destroy();
    }, 60_000);
  });
});
