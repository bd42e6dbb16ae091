import { join } from "node:path";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { ACR_SUBSTANTIAL } from "../../config.ts";
import { IDP_PATH } from "./idp-path.ts";
import { servePageForms } from "../page.ts";
import { loginPage, staffLoginPage, STYLESHEET_PATH } from "./pages.ts";
import { findTestPerson, TEST_PERSONS } from "./test-persons.ts";
import { findTestStaff, TEST_STAFF } from "./test-staff.ts";

/**
 * The provider is a Koa app: it gets the raw request with the mount path stripped from `url`
 * (oidc-provider derives its mount path from `originalUrl` minus `url`) and writes the response itself.
 */
async function forward(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const raw = request.raw as IncomingMessage & { originalUrl?: string };
  const url = raw.url ?? "/";
  raw.originalUrl = url;
  raw.url = url.slice(IDP_PATH.length) || "/";
  const callback = provider.callback();
  await new Promise<void>((resolve) => {
    reply.raw.once("finish", resolve);
    reply.raw.once("close", resolve);
    void Promise.resolve(callback(raw, reply.raw)).catch((err: unknown) => {
      request.log.error({ err }, "sandbox identity provider failed");
      if (!reply.raw.headersSent) reply.raw.writeHead(500);
      reply.raw.end();
    });
  });
}

function formField(body: unknown, name: string): string | undefined {
  if (typeof body !== "string") return undefined;
  return new URLSearchParams(body).get(name) ?? undefined;
}

/**
 * The sandbox bank under /sandbox/idp: the provider's own endpoints and its sign-in page. The staff
 * client (`staffClientId`) gets the test staff instead of the bank's test persons.
 */
export function sandboxIdpRoutes(provider: Provider, clientName: string, staffClientId: string) {
  const isStaff = (details: { params: Record<string, unknown> }) =>
    details.params.client_id === staffClientId;
  return async (app: FastifyInstance) => {
    // The provider reads its own bodies (token endpoint); Fastify must leave the stream alone.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
      scope.all(`${IDP_PATH}/*`, { schema: { hide: true } }, (request, reply) =>
        forward(provider, request, reply),
      );
    });

    await app.register(async (scope) => {
      servePageForms(scope, STYLESHEET_PATH, join(import.meta.dirname, "idp.css"));

      scope.get<{ Params: { uid: string } }>(
        `${IDP_PATH}/interaction/:uid`,
        { schema: { hide: true } },
        async (request, reply) => {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          if (details.uid !== request.params.uid) return reply.code(400).send({ error: "BAD_REQUEST" });
          reply.header("cache-control", "no-store");
          return reply
            .type("text/html; charset=utf-8")
            .send(
              isStaff(details)
                ? staffLoginPage(details.uid, TEST_STAFF)
                : loginPage(details.uid, TEST_PERSONS, clientName),
            );
        },
      );

      scope.post(`${IDP_PATH}/interaction/:uid/login`, { schema: { hide: true } }, async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const id = formField(request.body, "person") ?? "";
        const person = isStaff(details) ? findTestStaff(id) : findTestPerson(id);
        if (!person) return reply.code(400).send({ error: "BAD_REQUEST" });
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: person.id, acr: ACR_SUBSTANTIAL, amr: ["sandbox"] } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      });

      // What a bank's "cancel" does: the client gets error=access_denied at its redirect URI.
      scope.post(`${IDP_PATH}/interaction/:uid/abort`, { schema: { hide: true } }, async (request, reply) => {
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: "access_denied", error_description: "The user cancelled the identification." },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      });
    });
  };
}
