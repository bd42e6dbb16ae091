import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@portal/schemas/common";
import { contractTenantsResponse, currentContractResponse } from "@portal/schemas/lease";
import { sessionUser } from "../../plugins/session.ts";
import type { LeaseService } from "./lease.service.ts";

/** The signed-in tenant's own lease only; a contract the person is no longer on is a 404. */
export function leaseRoutes(lease: LeaseService): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = <S>(summary: string, response: S) => ({
      tags: ["lease"],
      summary,
      security: [{ bearer: [] }],
      response: { 200: response, 401: errorResponse, 404: errorResponse },
    });

    app.get(
      "/api/contracts/current",
      {
        onRequest: app.requireTenant,
        schema: schema(
          "The session's lease: apartment, period, rent, deposit, landlord, tenants, flags and whether it may be terminated online",
          currentContractResponse,
        ),
      },
      async (request, reply) => {
        const { contractId, personId } = sessionUser(request);
        return reply.settle(await lease.current({ contractId, personId }));
      },
    );

    app.get(
      "/api/contracts/tenants",
      {
        onRequest: app.requireTenant,
        schema: schema("The lease's contract parties and other parties", contractTenantsResponse),
      },
      async (request, reply) => {
        const { contractId, personId } = sessionUser(request);
        return reply.settle(await lease.tenants({ contractId, personId }));
      },
    );
  };
}
