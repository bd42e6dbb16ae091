// Fault reports as a kind of the staff's handling queue (queue/sources.repository.ts).
import { eq, sql } from "drizzle-orm";
import { DEFECT_CLASSES } from "@portal/schemas/faults.constants";
import { defectNoticeStatusChanges, defectNotices } from "../../db/schema/faults.ts";
import { handledStates, handlingStates, type QueueSource } from "../queue/index.ts";

export const faultReportsSource: QueueSource & { kind: "fault-reports" } = {
  kind: "fault-reports",
  table: defectNotices,
  id: defectNotices.id,
  subject: defectNotices.title,
  description: defectNotices.description,
  state: defectNotices.status,
  buildingId: defectNotices.buildingId,
  contractId: defectNotices.contractId,
  userId: defectNotices.userId,
  assigneeId: defectNotices.assigneeId,
  dueAt: defectNotices.dueAt,
  createdAt: defectNotices.createdAt,
  updatedAt: defectNotices.updatedAt,
  language: defectNotices.language,
  category: sql<string>`${defectNotices.defectClass}`,
  categoryIs: (value) =>
    (DEFECT_CLASSES as readonly string[]).includes(value)
      ? eq(defectNotices.defectClass, value as (typeof DEFECT_CLASSES)[number])
      : null,
  ...handlingStates,
  states: handledStates(
    defectNotices,
    defectNoticeStatusChanges,
    defectNoticeStatusChanges.noticeId,
    "noticeId",
  ),
  stateMail: { kind: "fault-report", page: (id) => `/asuminen/vikailmoitus/${id}` },
};
