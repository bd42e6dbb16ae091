import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorResponse } from "@portal/schemas/common";
import { apartmentResponse, buildingResponse, waterMeterResponse } from "@portal/schemas/home";
import { EMERGENCY_PLAN_FILENAME } from "@portal/schemas/home.constants";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { fileResponse } from "../../plugins/openapi.ts";
import { sessionUser } from "../../plugins/session.ts";
import type { Scope } from "./home.repository.ts";
import type { HomeService, StoredFile } from "./home.service.ts";

const scope = (request: FastifyRequest): Scope => {
  const { contractId, personId } = sessionUser(request);
  return { contractId, personId };
};
const schema = <S>(summary: string, response: S) => ({
  tags: ["home"],
  summary,
  security: [{ bearer: [] }],
  response: { 200: response, 401: errorResponse, 404: errorResponse },
});
/** Binary answers: only the errors have a JSON shape. */
const fileSchema = (summary: string, mediaTypes: string[]) => ({
  tags: ["home"],
  summary,
  security: [{ bearer: [] }],
  response: { 200: fileResponse("The file", mediaTypes), 401: errorResponse, 404: errorResponse },
});

/** Files go out only through these routes, never from a static directory: each read checks the building. */
function sendFile(reply: FastifyReply, file: StoredFile | Refusal, disposition?: string) {
  if (isRefusal(file)) return reply.refuse(file);
  // Like every signed-in answer, never kept (`no-store`, set for all of /api): a tenant's own files.
  reply.header("content-type", file.contentType).header("content-length", file.size);
  if (disposition) reply.header("content-disposition", disposition);
  return reply.send(file.body);
}

/** An id that is not a uuid cannot name an image: 404 like any other unknown id. */
const imageParams = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function homeRoutes(home: HomeService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.requireTenant };
    app.get(
      "/api/apartment",
      {
        ...auth,
        schema: schema("The session's apartment: address, area, rooms and images", apartmentResponse),
      },
      async (request, reply) => reply.settle(await home.apartment(scope(request))),
    );

    app.get(
      "/api/apartment/images/:id",
      {
        ...auth,
        schema: {
          ...fileSchema("An apartment image (tenants of the building only)", ["image/*"]),
          params: imageParams,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const file = UUID.test(id) ? await home.image(scope(request), id) : refuse("NOT_FOUND");
        return sendFile(reply, file);
      },
    );

    app.get(
      "/api/building",
      {
        ...auth,
        schema: schema(
          "The session's building: facts, emergency plan, maintenance company, property manager and customer service",
          buildingResponse,
        ),
      },
      async (request, reply) => reply.settle(await home.building(scope(request))),
    );

    app.get(
      "/api/building/emergency-plan",
      {
        ...auth,
        schema: fileSchema("The building's emergency plan as PDF (404 when there is none)", [
          "application/pdf",
        ]),
      },
      async (request, reply) =>
        sendFile(
          reply,
          await home.emergencyPlan(scope(request)),
          `inline; filename="${EMERGENCY_PLAN_FILENAME}"`,
        ),
    );

    app.get(
      "/api/water-meter",
      {
        ...auth,
        schema: schema(
          "The apartment's water meter: month-end readings and monthly use in litres, last 24 months, oldest first",
          waterMeterResponse,
        ),
      },
      async (request, reply) => reply.settle(await home.waterMeter(scope(request))),
    );
  };
}
