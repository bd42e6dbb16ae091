import { describe, expect, it } from "vitest";
import { validationFields } from "./errors.ts";

const issue = (
  instancePath: string,
  keyword: string,
  message: string,
  params: Record<string, unknown> = {},
) => ({
  instancePath,
  keyword,
  message,
  params,
});

describe("validationFields", () => {
  it("keeps translation keys from the shared schemas", () => {
    expect(validationFields([issue("/gotThingsDone", "invalid_value", "validation.required")], {})).toEqual({
      gotThingsDone: "validation.required",
    });
  });

  it("turns zod's English messages into keys: missing → required, wrong → invalid, long → tooLong", () => {
    const data = { b: 5, c: "x".repeat(300) };
    const fields = validationFields(
      [
        issue("/a", "invalid_type", "Invalid input: expected string, received undefined"),
        issue("/b", "invalid_type", "Invalid input: expected string, received number"),
        issue("/c", "too_big", "Too big"),
      ],
      data,
    );
    expect(fields).toEqual({ a: "validation.required", b: "validation.invalid", c: "validation.tooLong" });
  });

  it("names each unknown field, and keys body-level problems with the empty string", () => {
    expect(
      validationFields([issue("/", "unrecognized_keys", "Unrecognized keys", { keys: ["x", "y"] })], {}),
    ).toEqual({
      x: "validation.unknownField",
      y: "validation.unknownField",
    });
    expect(validationFields([issue("/", "invalid_type", "Invalid input")], undefined)).toEqual({
      "": "validation.required",
    });
    expect(validationFields([issue("/", "invalid_type", "Invalid input")], [])).toEqual({
      "": "validation.invalid",
    });
  });
});

describe("workflow errors", () => {
  it("answers a stale state 409 STALE_STATE and a move the table does not list 400 on `to`", async () => {
    const { default: Fastify } = await import("fastify");
    const { registerErrorHandler } = await import("./errors.ts");
    const { StaleStateError, TransitionNotAllowedError } = await import("../lib/workflow.ts");
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post("/stale", async () => {
      throw new StaleStateError(crypto.randomUUID(), "Sent", "InProgress");
    });
    app.post("/refused", async () => {
      throw new TransitionNotAllowedError("Ready", "Sent");
    });
    const stale = await app.inject({ method: "POST", url: "/stale" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: "STALE_STATE" });
    const refused = await app.inject({ method: "POST", url: "/refused" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "VALIDATION",
      fields: { to: "validation.transitionNotAllowed" },
    });
    await app.close();
  });
});

describe("refusals", () => {
  it("are answered by reply.refuse, reply.settle and a thrown Refused, through the route's response schema", async () => {
    const { default: Fastify } = await import("fastify");
    const { serializerCompiler, validatorCompiler } = await import("fastify-type-provider-zod");
    const { z } = await import("zod");
    const { registerErrorHandler } = await import("./errors.ts");
    const { refuse, Refused } = await import("../lib/refusal.ts");
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const lookup = async (id: string) => (id === "1" ? { id } : refuse("NOT_FOUND"));
    app.get<{ Params: { id: string } }>(
      "/things/:id",
      { schema: { response: { 200: z.object({ id: z.string() }), 404: z.object({ error: z.string() }) } } },
      async (request, reply) => reply.settle(await lookup(request.params.id)),
    );
    app.post("/fields", async (_request, reply) =>
      reply.refuse(refuse("VALIDATION", { fields: { file: "validation.fileTooLarge" } }).as(413)),
    );
    app.post("/thrown", async () => {
      throw new Refused(refuse("CONTRACT_NOT_STARTED", { startDate: "2026-03-01" }));
    });
    const found = await app.inject({ method: "GET", url: "/things/1" });
    expect([found.statusCode, found.json()]).toEqual([200, { id: "1" }]);
    const missing = await app.inject({ method: "GET", url: "/things/2" });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: "NOT_FOUND" }]);
    const large = await app.inject({ method: "POST", url: "/fields" });
    expect([large.statusCode, large.json()]).toEqual([
      413,
      { error: "VALIDATION", fields: { file: "validation.fileTooLarge" } },
    ]);
    const thrown = await app.inject({ method: "POST", url: "/thrown" });
    expect([thrown.statusCode, thrown.json()]).toEqual([
      401,
      { errorType: "CONTRACT_NOT_STARTED", startDate: "2026-03-01" },
    ]);
    await app.close();
  });
});
