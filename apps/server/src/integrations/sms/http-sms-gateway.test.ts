import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpSmsGateway } from "./http-sms-gateway.ts";

interface Received {
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return body;
}

describe("HTTP SMS gateway", () => {
  const received: Received[] = [];
  let status = 202;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({
        method: request.method,
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body: JSON.parse(await readBody(request)),
      });
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify({ echo: "Koodisi on 123456" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v1/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts {to, text, sender} as JSON with the bearer token", async () => {
    status = 202;
    const gateway = createHttpSmsGateway({ url, token: "secret-token", sender: "Portaali" });
    await gateway.send({ to: "+358401234567", text: "Koodisi on 123456", outboxId: 7 });
    expect(received.at(-1)).toEqual({
      method: "POST",
      authorization: "Bearer secret-token",
      contentType: "application/json",
      body: { to: "+358401234567", text: "Koodisi on 123456", sender: "Portaali" },
    });
  });

  it("leaves out the token and the sender when not configured", async () => {
    status = 200;
    await createHttpSmsGateway({ url, token: undefined, sender: undefined }).send({
      to: "+358401234567",
      text: "x",
    });
    expect(received.at(-1)).toMatchObject({
      authorization: undefined,
      body: { to: "+358401234567", text: "x" },
    });
  });

  it.each([400, 401, 429, 500, 503])("fails on %i, naming the status and not the answer", async (code) => {
    status = code;
    const gateway = createHttpSmsGateway({ url, token: "t", sender: undefined });
    const error = await gateway
      .send({ to: "+358401234567", text: "Koodisi on 123456" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`SMS gateway answered ${code}`);
  });

  it("fails when the gateway cannot be reached", async () => {
    const gateway = createHttpSmsGateway({ url: "http://127.0.0.1:9/", token: undefined, sender: undefined });
    await expect(gateway.send({ to: "+358401234567", text: "x" })).rejects.toThrow();
  });
});
