import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { DefectNoticeFields, FaultReportQueueQuery } from "@portal/schemas/faults";
import { FAULT_REPORT_WORKFLOW } from "@portal/schemas/faults.constants";
import type { Db } from "../../db/client.ts";
import { keysetPage } from "../../db/keyset.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { defectNoticeAttachments, defectNoticeStatusChanges, defectNotices } from "../../db/schema/faults.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { storedStatus } from "../../lib/handling-status.ts";
import { DEFAULT_SERVICE_LEVELS, dueTime, type ServiceLevels } from "../../lib/service-levels.ts";
import { buildingOfContract, createHandlingRepository } from "../handling/index.ts";
import { conversationEvents } from "../replies/index.ts";

export interface Reporter {
  userId: string;
  personId: string;
  contractId: string;
}

/** An attachment already in the file store, waiting for its row. */
export interface StoredAttachment {
  storageKey: string;
  contentType: string;
  extension: string;
  size: number;
}

export type NewDefectNotice = Omit<DefectNoticeFields, "phone" | "language"> & {
  phone: string;
  language: Language;
};

const listColumns = {
  id: defectNotices.id,
  title: defectNotices.title,
  defectClass: defectNotices.defectClass,
  affectedArea: defectNotices.affectedArea,
  status: defectNotices.status,
  createdAt: defectNotices.createdAt,
  updatedAt: defectNotices.updatedAt,
};

/** Reports belong to the apartment's contract: every tenant on it sees them, nobody else does. */
export function createFaultsRepository(db: Db, serviceLevels: ServiceLevels = DEFAULT_SERVICE_LEVELS) {
  const handling = createHandlingRepository(db, {
    workflow: FAULT_REPORT_WORKFLOW,
    requests: defectNotices,
    changes: defectNoticeStatusChanges,
    requestOf: defectNoticeStatusChanges.noticeId,
    changeRow: (noticeId, status, at, actor) => ({ noticeId, status, at, ...actor }),
  });
  return {
    ...handling,

    /** The report, its attachments' rows and its first history entry (received). */
    async insert(
      reporter: Reporter,
      notice: NewDefectNotice,
      attachments: StoredAttachment[],
      at: Date,
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(defectNotices)
        .values({
          ...reporter,
          ...notice,
          buildingId: buildingOfContract(reporter.contractId),
          dueAt: dueTime(serviceLevels, at, "fault", notice.defectClass),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: defectNotices.id });
      const noticeId = row!.id;
      if (attachments.length)
        await tx
          .insert(defectNoticeAttachments)
          .values(attachments.map((a, i) => ({ ...a, noticeId, position: i + 1 })));
      await handling.recordReceived(noticeId, reporter.userId, at, tx);
      return noticeId;
    },

    /** What a report leaves out is taken from the profile: the person's phone and the account's language. */
    async reporterDefaults(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ phone: persons.phone, language: userAccounts.language })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    /** The contract's reports, newest first, with how many attachments each has. */
    async list(contractId: string, tx: Db = db) {
      return tx
        .select({ ...listColumns, attachmentCount: count(defectNoticeAttachments.id) })
        .from(defectNotices)
        .leftJoin(defectNoticeAttachments, eq(defectNoticeAttachments.noticeId, defectNotices.id))
        .where(eq(defectNotices.contractId, contractId))
        .groupBy(defectNotices.id)
        .orderBy(desc(defectNotices.createdAt), desc(defectNotices.id));
    },

    /** One of the contract's reports with history and attachments, or null (another contract's too). */
    async detail(contractId: string, id: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(defectNotices)
        .where(and(eq(defectNotices.id, id), eq(defectNotices.contractId, contractId)));
      if (!row) return null;
      const history = await handling.history(id, tx);
      const events = await conversationEvents(tx, "fault-reports", id);
      const attachments = await tx
        .select({
          id: defectNoticeAttachments.id,
          position: defectNoticeAttachments.position,
          contentType: defectNoticeAttachments.contentType,
          extension: defectNoticeAttachments.extension,
          size: defectNoticeAttachments.size,
        })
        .from(defectNoticeAttachments)
        .where(eq(defectNoticeAttachments.noticeId, id))
        .orderBy(asc(defectNoticeAttachments.position));
      return { ...row, history, events, attachments };
    },

    /** An attachment of one of the contract's reports, or null. */
    async attachment(contractId: string, noticeId: string, attachmentId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          storageKey: defectNoticeAttachments.storageKey,
          position: defectNoticeAttachments.position,
          contentType: defectNoticeAttachments.contentType,
          extension: defectNoticeAttachments.extension,
        })
        .from(defectNoticeAttachments)
        .innerJoin(defectNotices, eq(defectNotices.id, defectNoticeAttachments.noticeId))
        .where(
          and(
            eq(defectNoticeAttachments.id, attachmentId),
            eq(defectNoticeAttachments.noticeId, noticeId),
            eq(defectNotices.contractId, contractId),
          ),
        );
      return row ?? null;
    },

    /**
     * The condition that keeps a staff member's move within the buildings they see: none for
     * every building, the reports of contracts in those buildings otherwise.
     */
    buildingScope(buildings: "all" | readonly string[]): SQL | undefined {
      if (buildings === "all") return undefined;
      if (!buildings.length) return sql`false`;
      return inArray(
        defectNotices.contractId,
        db
          .select({ id: contracts.id })
          .from(contracts)
          .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
          .where(inArray(apartments.buildingId, [...buildings])),
      );
    },

    /**
     * Maintenance's queue: one page of the reports the filters match, oldest first, each with its
     * building. Staff read it; it is not scoped to a contract.
     */
    async queuePage({ state, building, category, cursor, limit }: FaultReportQueueQuery, tx: Db = db) {
      const where = and(
        state ? eq(defectNotices.status, storedStatus(state)) : undefined,
        building ? eq(apartments.buildingId, building) : undefined,
        category ? eq(defectNotices.defectClass, category) : undefined,
      );
      return keysetPage({
        rows: (w: SQL | undefined) =>
          tx
            .select({ ...listColumns, buildingId: apartments.buildingId })
            .from(defectNotices)
            .innerJoin(contracts, eq(contracts.id, defectNotices.contractId))
            .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
            .where(w)
            .$dynamic(),
        count: async (w: SQL | undefined) => {
          const [row] = await tx
            .select({ n: count() })
            .from(defectNotices)
            .innerJoin(contracts, eq(contracts.id, defectNotices.contractId))
            .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
            .where(w);
          return row?.n ?? 0;
        },
        columns: { createdAt: defectNotices.createdAt, id: defectNotices.id },
        where,
        cursor,
        limit,
      });
    },
  };
}
export type FaultsRepository = ReturnType<typeof createFaultsRepository>;
