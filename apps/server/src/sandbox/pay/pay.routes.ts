import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { servePageForms } from "../page.ts";
import { notFoundPage, paymentPage, STYLESHEET_PATH } from "./pages.ts";
import { PAY_PATH, type SandboxAnswer, type SandboxPayments } from "./sandbox-payments.ts";

function send(reply: FastifyReply, answer: SandboxAnswer) {
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(answer.body);
}

function formField(body: unknown, name: string): string {
  if (typeof body !== "string") return "";
  return new URLSearchParams(body).get(name) ?? "";
}

/**
 * The sandbox payment provider under /sandbox/pay (SANDBOX=true and no merchant configured): the
 * Payment API the portal calls (signed requests, signed answers), the hosted page the browser is
 * sent to, and its pay and cancel buttons. Not in the API document.
 */
export function sandboxPayRoutes(sandbox: SandboxPayments) {
  return async (app: FastifyInstance) => {
    app.addHook("onClose", async () => sandbox.close());

    // The API: the body is signed as sent, so it is read as a string, never re-serialised.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        "application/json",
        { parseAs: "string", bodyLimit: 65_536 },
        (_r, body, done) => done(null, body),
      );
      scope.post(`${PAY_PATH}/payments`, { schema: { hide: true } }, async (request, reply) =>
        send(
          reply,
          await sandbox.createPayment(request.headers, typeof request.body === "string" ? request.body : ""),
        ),
      );
      scope.get<{ Params: { transactionId: string } }>(
        `${PAY_PATH}/payments/:transactionId`,
        { schema: { hide: true } },
        async (request, reply) =>
          send(reply, await sandbox.getPayment(request.params.transactionId, request.headers)),
      );
    });

    // The hosted page and its buttons.
    await app.register(async (scope) => {
      servePageForms(scope, STYLESHEET_PATH, join(import.meta.dirname, "pay.css"));

      scope.get<{ Params: { transactionId: string } }>(
        `${PAY_PATH}/pay/:transactionId`,
        { schema: { hide: true } },
        async (request, reply) => {
          const t = await sandbox.find(request.params.transactionId);
          reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
          return t ? reply.send(paymentPage(t)) : reply.code(404).send(notFoundPage());
        },
      );

      scope.post<{ Params: { transactionId: string } }>(
        `${PAY_PATH}/pay/:transactionId/pay`,
        { schema: { hide: true } },
        async (request, reply) => {
          const method = formField(request.body, "method");
          const existing = await sandbox.find(request.params.transactionId);
          // A finished payment's "back" button posts its own method again; a new one must name a real one.
          if (existing?.status === "new" && !sandbox.isMethod(method))
            return reply.code(400).send({ error: "BAD_REQUEST" });
          const location = await sandbox.finish(request.params.transactionId, { method });
          if (!location) return reply.code(404).type("text/html; charset=utf-8").send(notFoundPage());
          return reply.redirect(location, 303);
        },
      );

      scope.post<{ Params: { transactionId: string } }>(
        `${PAY_PATH}/pay/:transactionId/cancel`,
        { schema: { hide: true } },
        async (request, reply) => {
          const location = await sandbox.finish(request.params.transactionId, "cancel");
          if (!location) return reply.code(404).type("text/html; charset=utf-8").send(notFoundPage());
          return reply.redirect(location, 303);
        },
      );
    });
  };
}
