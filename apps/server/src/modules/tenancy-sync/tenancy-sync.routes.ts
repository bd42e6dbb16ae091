import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse, errorResponse } from "@portal/schemas/common";
import {
  TENANCY_BATCH_MAX,
  TENANCY_KIND_SCOPES,
  TENANCY_KINDS,
  tenancyBatch,
  tenancyBatchResponse,
  type TenancyKind,
} from "@portal/schemas/integration-tenancy";
import { integrationDoor } from "../integration/index.ts";
import type { TenancySync } from "./tenancy-sync.service.ts";

/** A batch of 1 000 contracts with their parties and charges is well under this. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

const WHAT: Record<TenancyKind, string> = {
  buildings: "buildings (with their landlord organisation)",
  apartments: "apartments, each naming its building's externalId",
  persons: "persons (names, identity code, phone, protection order)",
  contracts:
    "contracts with their parties (persons' externalIds), terms, rent lines, deposit and notice period, each naming its apartment's externalId; a party left out has left the lease, an end date ends it",
  ledger:
    "rent ledger lines (bill lines with their period and due date); a line once stored is not changed, a correction is a new line",
  payments: "payments received outside the portal; a payment once stored is not changed",
};

/**
 * PUT /api/integration/<kind>: the company's tenancy data upserted by its own ids, up to 1 000
 * items a batch, each answered on its own.
 */
export function tenancySyncRoutes(sync: TenancySync): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of TENANCY_KINDS) {
      const scope = TENANCY_KIND_SCOPES[kind];
      app.put(
        `/api/integration/${kind}`,
        {
          onRequest: integrationDoor(scope),
          bodyLimit: BATCH_BODY_LIMIT,
          schema: {
            tags: ["integration"],
            summary: `Upserts ${WHAT[kind]} by the company's externalId (scope ${scope}): up to ${TENANCY_BATCH_MAX} items, each answered created, updated, unchanged or refused with its field errors, the refused ones leaving nothing written; the same batch again is all unchanged. More than ${TENANCY_BATCH_MAX} items: 400.`,
            security: [{ bearer: [] }],
            body: tenancyBatch(kind),
            response: {
              200: tenancyBatchResponse,
              400: badRequestResponse,
              401: errorResponse,
              403: errorResponse,
              413: errorResponse,
              415: errorResponse,
            },
          },
        },
        async (request) => sync.upsert(kind, request.body.items),
      );
    }
  };
}
