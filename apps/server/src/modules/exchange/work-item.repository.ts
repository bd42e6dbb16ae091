// Exchange applications as a kind of the staff's handling queue (queue/sources.repository.ts).
import { sql } from "drizzle-orm";
import { exchangeApplicationStatusChanges, exchangeApplications } from "../../db/schema/exchange.ts";
import { handledStates, handlingStates, type QueueSource } from "../queue/index.ts";

export const exchangeApplicationsSource: QueueSource & { kind: "exchange-applications" } = {
  kind: "exchange-applications",
  table: exchangeApplications,
  id: exchangeApplications.id,
  subject: exchangeApplications.subject,
  description: exchangeApplications.description,
  state: exchangeApplications.status,
  buildingId: exchangeApplications.buildingId,
  contractId: exchangeApplications.contractId,
  userId: exchangeApplications.userId,
  assigneeId: exchangeApplications.assigneeId,
  dueAt: exchangeApplications.dueAt,
  createdAt: exchangeApplications.createdAt,
  updatedAt: exchangeApplications.updatedAt,
  language: exchangeApplications.language,
  // Applications have no categories.
  category: sql<string>`''`,
  categoryIs: () => null,
  ...handlingStates,
  states: handledStates(
    exchangeApplications,
    exchangeApplicationStatusChanges,
    exchangeApplicationStatusChanges.requestId,
    "requestId",
  ),
};
