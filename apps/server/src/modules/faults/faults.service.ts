import { V } from "@portal/schemas/common";
import { normalisePhoneNumber } from "@portal/schemas/contact";
import {
  defectNoticeFields,
  type DefectNoticeDetail,
  type DefectNoticeListItem,
} from "@portal/schemas/faults";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { HOUR_MS, wireStatus, withConversation } from "../../lib/handling-status.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
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
        history: withConversation(row.history, row.events).map((h) => ({
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
