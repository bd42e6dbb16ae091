import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { DOCS_CSP } from "./security.ts";

/** Must be registered before the routes so every route's zod schemas end up in the document. */
/** `serveDocs` false (API_DOCS=false): the document is still built, but not published. */
export async function registerOpenApi(app: FastifyInstance, serveDocs = true): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Resident portal API", version: "0.1.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  if (!serveDocs) return;
  await app.register(async (docs) => {
    // Overrides helmet's header (set at onRequest) for the reference page's own routes only.
    docs.addHook("onSend", async (_request, reply) => {
      reply.header("content-security-policy", DOCS_CSP);
    });
    await docs.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });
  });
}
