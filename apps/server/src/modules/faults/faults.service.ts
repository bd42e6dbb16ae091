import { V } from "@portal/schemas/common";
import { normalisePhoneNumber } from "@portal/schemas/contact";
import {
  defectNoticeFields,
  type DefectNoticeDetail,
  type DefectNoticeFeedback,
  type DefectNoticeListItem,
  type StaffFaultFeedbackResponse,
} from "@portal/schemas/faults";
import { REOPEN_DAYS } from "@portal/schemas/fault-feedback.constants";
import type { Db } from "../../db/client.ts";
import type { BuildingScope } from "../../plugins/principal.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { HOUR_MS, wireStatus, withConversation } from "../../lib/handling-status.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { StaleStateError } from "../../lib/workflow.ts";
import { validationFields } from "../../plugins/errors.ts";
import type { ContractAccess } from "../lease/index.ts";
import { receive } from "../handling/index.ts";
import { companyIdsOf, recordIntegrationEvent } from "../integration/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import type { FaultsRepository, NewDefectNotice, Reporter, StoredAttachment } from "./faults.repository.ts";
import { deleteStored, type ReceivedReport } from "./upload.ts";
import { faultsMessages } from "./faults.messages.ts";

/** Reports an account may make in an hour, as with messages: plenty for a tenant, too few to flood maintenance. */
export const DEFECT_NOTICES_PER_HOUR = 20;

export interface FaultsDeps {
  db: Db;
  repo: FaultsRepository;
  files: FileStore;
  now: () => Date;
  /** Customer service's mailbox: each new report is mailed there too. */
  customerServiceEmail: string;
  /** The rule for acts after the lease's end (lease/contract-access.ts). */
  access: ContractAccess;
}

export type CreateResult = { id: string; createdAt: Date } | Refusal<"VALIDATION" | "TOO_MANY_REQUESTS">;

const DAY_MS = 86_400_000;

/** When a report in `status` was last completed: its history's last move to ready, or null while not ready. */
function completedAt(status: string, history: readonly { status: string; at: Date }[]): Date | null {
  if (status !== "ready") return null;
  return history.findLast((h) => h.status === "ready")?.at ?? null;
}

/** The last moment a report completed at `completed` may be reopened: 14 days after. */
const reopenableUntil = (completed: Date) => new Date(completed.getTime() + REOPEN_DAYS * DAY_MS);

const attachmentName = (position: number, extension: string) => `liite-${position}.${extension}`;

export function createFaultsService({ db, repo, files, now, customerServiceEmail, access }: FaultsDeps) {
  const outbox = createOutboxRepository(db);

  /** The rows, the confirmation and customer service's notice in one transaction; null when over the limit. */
  async function insert(reporter: Reporter, notice: NewDefectNotice, attachments: StoredAttachment[]) {
    const at = now();
    const id = await receive(db, repo, outbox, at, {
      userId: reporter.userId,
      perHour: DEFECT_NOTICES_PER_HOUR,
      insert: async (at, tx) => {
        const id = await repo.insert(reporter, notice, attachments, at, tx);
        // The company's systems (the maintenance company's among them) learn of it from the event feed.
        const company = await companyIdsOf(tx, {
          contracts: [reporter.contractId],
          persons: [reporter.personId],
        });
        await recordIntegrationEvent(tx, {
          type: "fault-report.created",
          subject: `fault-report:${id}`,
          occurredAt: at,
          data: {
            faultReportId: id,
            contractId: reporter.contractId,
            contractExternalId: company.contract(reporter.contractId),
            personId: reporter.personId,
            personExternalId: company.person(reporter.personId),
            title: notice.title,
            description: notice.description,
            defectClass: notice.defectClass,
            affectedArea: notice.affectedArea,
            phone: notice.phone,
            masterKeyAccessAllowed: notice.masterKeyAccessAllowed,
            hasPetsInApartment: notice.hasPetsInApartment,
            petsDescription: notice.petsDescription ?? null,
            attachmentCount: attachments.length,
            language: notice.language,
          },
        });
        return id;
      },
      mails: (id, who, changedAt) => [
        {
          recipient: who.email,
          template: faultsMessages["fault-report-received"],
          language: notice.language,
          data: { id, firstName: who.firstName, title: notice.title, changedAt },
        },
        {
          recipient: customerServiceEmail,
          template: faultsMessages["customer-service-fault-report"],
          language: "fi",
          data: {
            id,
            tenantName: `${who.firstName} ${who.lastName}`,
            phone: notice.phone,
            title: notice.title,
            description: notice.description,
            defectClass: notice.defectClass,
            affectedArea: notice.affectedArea,
            hasPets: String(notice.hasPetsInApartment),
            petsDescription: notice.petsDescription ?? "",
            masterKey: String(notice.masterKeyAccessAllowed),
            attachmentCount: String(attachments.length),
            changedAt,
          },
        },
      ],
    });
    return id === null ? null : { id, createdAt: at };
  }

  return {
    /**
     * Cheap checks before reading a body, so a refused report costs no storage. After the lease's
     * end date the apartment is no longer the tenant's to report on (CONTRACT_ENDED; what they
     * noticed before moving out goes to customer service as a message); past the account's hourly
     * allowance, TOO_MANY_REQUESTS.
     */
    async uploadRefusal(reporter: Reporter): Promise<Refusal<"CONTRACT_ENDED" | "TOO_MANY_REQUESTS"> | null> {
      const ended = await access.refusal(reporter.contractId);
      if (ended) return ended;
      const since = new Date(now().getTime() - HOUR_MS);
      if ((await repo.countSince(reporter.userId, since)) >= DEFECT_NOTICES_PER_HOUR)
        return refuse("TOO_MANY_REQUESTS");
      return null;
    },

    /**
     * Validates the fields of a received report and writes it. The attachments are already in the
     * store; whenever the report is not written they are deleted, so nothing is left half-stored.
     */
    async create(reporter: Reporter, received: ReceivedReport): Promise<CreateResult> {
      try {
        const parsed = defectNoticeFields.safeParse(received.fields);
        const fields = {
          ...(parsed.success
            ? {}
            : validationFields(
                parsed.error.issues.map((issue) => ({
                  keyword: issue.code,
                  instancePath: `/${issue.path.join("/")}`,
                  message: issue.message,
                  params: { ...issue },
                })),
                received.fields,
              )),
          ...received.refused,
        };
        if (!parsed.success || Object.keys(fields).length) {
          await deleteStored(files, received.attachments);
          return refuse("VALIDATION", { fields });
        }
        const given = parsed.data;
        const defaults = given.phone && given.language ? null : await repo.reporterDefaults(reporter.userId);
        const phone = given.phone ?? defaults?.phone;
        // Maintenance must be able to call back: without a number here or in the profile, ask for one.
        if (!phone) {
          await deleteStored(files, received.attachments);
          return refuse("VALIDATION", { fields: { phone: V.required } });
        }
        const notice = {
          ...given,
          phone: normalisePhoneNumber(phone),
          language: given.language ?? defaults?.language ?? "fi",
        };
        const created = await insert(reporter, notice, received.attachments);
        if (!created) {
          await deleteStored(files, received.attachments);
          return refuse("TOO_MANY_REQUESTS");
        }
        return created;
      } catch (error) {
        await deleteStored(files, received.attachments);
        throw error;
      }
    },

    async list(reporter: Reporter): Promise<DefectNoticeListItem[]> {
      return (await repo.list(reporter.contractId)).map((row) => ({
        ...row,
        status: wireStatus(row.status),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    async detail(reporter: Reporter, id: string): Promise<DefectNoticeDetail | Refusal<"NOT_FOUND">> {
      const row = await repo.detail(reporter.contractId, id);
      if (!row) return refuse("NOT_FOUND");
      const completed = completedAt(row.status, row.history);
      const events = [
        ...row.events,
        ...row.reopenings.map((r) => ({ event: "reopened" as const, at: r.at })),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        defectClass: row.defectClass,
        affectedArea: row.affectedArea,
        hasPetsInApartment: row.hasPetsInApartment,
        petsDescription: row.petsDescription,
        masterKeyAccessAllowed: row.masterKeyAccessAllowed,
        phone: row.phone,
        status: wireStatus(row.status),
        createdAt: row.createdAt.toISOString(),
        history: withConversation(row.history, events).map((h) => ({
          status: wireStatus(h.status),
          at: h.at.toISOString(),
          ...(h.event ? { event: h.event } : {}),
        })),
        attachments: row.attachments.map((a) => ({
          id: a.id,
          name: attachmentName(a.position, a.extension),
          contentType: a.contentType,
          size: a.size,
          url: `/api/defect-notices/${row.id}/attachments/${a.id}`,
        })),
        feedback: row.feedback
          ? { rating: row.feedback.rating, comment: row.feedback.comment, at: row.feedback.at.toISOString() }
          : null,
        completedAt: completed?.toISOString() ?? null,
        reopenableUntil: completed ? reopenableUntil(completed).toISOString() : null,
      };
    },

    /**
     * "Korjattiinko vika?": the tenant's rating of a completed report, once. NOT_FOUND when the
     * report is not the contract's; NOT_COMPLETED unless it is Ready; FEEDBACK_GIVEN when it has
     * its rating already (of answers at once exactly one is written, by the table's key).
     */
    async feedback(
      reporter: Reporter,
      id: string,
      given: { rating: number; comment: string | null },
    ): Promise<DefectNoticeFeedback | Refusal<"NOT_FOUND" | "NOT_COMPLETED" | "FEEDBACK_GIVEN">> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await repo.state(reporter.contractId, id, tx);
        if (!row) return refuse("NOT_FOUND");
        // A report rated once keeps its rating, even after it was reopened and completed again.
        if (row.rated) return refuse("FEEDBACK_GIVEN");
        if (row.status !== "ready") return refuse("NOT_COMPLETED");
        const written = await repo.insertFeedback(
          { noticeId: id, userId: reporter.userId, rating: given.rating, comment: given.comment, at },
          tx,
        );
        if (!written) return refuse("FEEDBACK_GIVEN");
        return { rating: given.rating, comment: given.comment, at: at.toISOString() };
      });
    },

    /**
     * The fault is still there: a report completed at most 14 days ago goes back to the staff
     * queue (Ready → InProgress, conditional, the history naming the tenant), due again by its
     * service level, with what is still wrong. NOT_FOUND when not the contract's; NOT_COMPLETED
     * unless Ready; REOPEN_WINDOW_CLOSED after the 14 days; STALE_STATE when staff moved it meanwhile.
     */
    async reopen(
      reporter: Reporter,
      id: string,
      reason: string,
    ): Promise<
      | { id: string; status: "InProgress"; at: string }
      | Refusal<"NOT_FOUND" | "NOT_COMPLETED" | "REOPEN_WINDOW_CLOSED" | "STALE_STATE">
    > {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await repo.state(reporter.contractId, id, tx);
        if (!row) return refuse("NOT_FOUND");
        if (row.status !== "ready") return refuse("NOT_COMPLETED");
        const completed = completedAt(row.status, await repo.history(id, tx));
        if (!completed || at > reopenableUntil(completed)) return refuse("REOPEN_WINDOW_CLOSED");
        try {
          const moved = await repo.moveState(
            {
              id,
              from: "Ready",
              to: "InProgress",
              actor: { kind: "tenant", userId: reporter.userId },
              at,
              scope: repo.tenantScope(reporter.contractId),
              set: { dueAt: repo.dueFrom(at, row.defectClass) },
            },
            tx,
          );
          if (!moved) return refuse("NOT_FOUND");
        } catch (error) {
          if (error instanceof StaleStateError) return refuse("STALE_STATE");
          throw error;
        }
        await repo.insertReopening({ noticeId: id, userId: reporter.userId, reason, at }, tx);
        return { id, status: "InProgress" as const, at: at.toISOString() };
      });
    },

    /** The tenant's rating and reopenings of a report, for staff; NOT_FOUND outside their buildings. */
    async staffFeedback(
      id: string,
      buildings: BuildingScope,
    ): Promise<StaffFaultFeedbackResponse | Refusal<"NOT_FOUND">> {
      const row = await repo.staffFeedback(id, buildings);
      if (!row) return refuse("NOT_FOUND");
      return {
        feedback: row.feedback
          ? { rating: row.feedback.rating, comment: row.feedback.comment, at: row.feedback.at.toISOString() }
          : null,
        reopenings: row.reopenings.map((r) => ({ at: r.at.toISOString(), reason: r.reason })),
      };
    },

    /** An attachment's bytes for one of the contract's reports, or NOT_FOUND. */
    async attachment(reporter: Reporter, noticeId: string, attachmentId: string) {
      const row = await repo.attachment(reporter.contractId, noticeId, attachmentId);
      if (!row) return refuse("NOT_FOUND");
      const stored = await files.get(row.storageKey);
      if (!stored) return refuse("NOT_FOUND");
      return { ...stored, contentType: row.contentType, name: attachmentName(row.position, row.extension) };
    },
  };
}
export type FaultsService = ReturnType<typeof createFaultsService>;
