import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { DefectNoticeFields } from "@portal/schemas/faults";
import type { Db } from "../../db/client.ts";
import type { BuildingScope } from "../../plugins/principal.ts";
import { inBuildings } from "../../db/scope.ts";
import {
  defectNoticeAttachments,
  defectNoticeFeedback,
  defectNoticeReopenings,
  defectNoticeStatusChanges,
  defectNotices,
} from "../../db/schema/faults.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
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
    requests: defectNotices,
    changes: defectNoticeStatusChanges,
    requestOf: defectNoticeStatusChanges.noticeId,
    changeRow: (noticeId, status, at, actor) => ({ noticeId, status, at, ...actor }),
  });

  /** The tenant's answer to "Korjattiinko vika?": the report's rating (or null) and each reopening, oldest first. */
  async function answerOf(id: string, tx: Db) {
    const [feedback] = await tx
      .select({
        rating: defectNoticeFeedback.rating,
        comment: defectNoticeFeedback.comment,
        at: defectNoticeFeedback.at,
      })
      .from(defectNoticeFeedback)
      .where(eq(defectNoticeFeedback.noticeId, id));
    const reopenings = await tx
      .select({ at: defectNoticeReopenings.at, reason: defectNoticeReopenings.reason })
      .from(defectNoticeReopenings)
      .where(eq(defectNoticeReopenings.noticeId, id))
      .orderBy(asc(defectNoticeReopenings.at));
    return { feedback: feedback ?? null, reopenings };
  }

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
      return { ...row, history, events, attachments, ...(await answerOf(id, tx)) };
    },

    /**
     * Writes the report's rating unless it has one: true when this one was written. The key is the
     * report's, so of answers racing on one report exactly one is written.
     */
    async insertFeedback(
      row: { noticeId: string; userId: string; rating: number; comment: string | null; at: Date },
      tx: Db = db,
    ): Promise<boolean> {
      const written = await tx
        .insert(defectNoticeFeedback)
        .values(row)
        .onConflictDoNothing({ target: defectNoticeFeedback.noticeId })
        .returning({ noticeId: defectNoticeFeedback.noticeId });
      return written.length === 1;
    },

    /** Records that the tenant reopened the report, with what is still wrong. */
    async insertReopening(
      row: { noticeId: string; userId: string; reason: string; at: Date },
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(defectNoticeReopenings).values(row);
    },

    /** When a report reopened at `at` is due again, by its class's service level. */
    dueFrom: (at: Date, defectClass: DefectNoticeFields["defectClass"]) =>
      dueTime(serviceLevels, at, "fault", defectClass),

    /** A tenant's move reaches only the contract's reports. */
    tenantScope: (contractId: string) => eq(defectNotices.contractId, contractId),

    /**
     * One of the contract's reports as the rating and the reopening need it (its state, class and
     * whether it is rated), locked until the transaction ends so that they see it one at a time; or null.
     */
    async state(contractId: string, id: string, tx: Db = db) {
      const [row] = await tx
        .select({ status: defectNotices.status, defectClass: defectNotices.defectClass })
        .from(defectNotices)
        .where(and(eq(defectNotices.id, id), eq(defectNotices.contractId, contractId)))
        .for("update");
      if (!row) return null;
      const [rated] = await tx
        .select({ noticeId: defectNoticeFeedback.noticeId })
        .from(defectNoticeFeedback)
        .where(eq(defectNoticeFeedback.noticeId, id));
      return { ...row, rated: Boolean(rated) };
    },

    /**
     * A report's rating and reopenings (with their reasons, oldest first) for staff, or null when
     * the report is not in `buildings`.
     */
    async staffFeedback(id: string, buildings: BuildingScope, tx: Db = db) {
      const [row] = await tx
        .select({ id: defectNotices.id })
        .from(defectNotices)
        .where(and(eq(defectNotices.id, id), inBuildings(defectNotices.buildingId, buildings)));
      if (!row) return null;
      return answerOf(id, tx);
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
  };
}
export type FaultsRepository = ReturnType<typeof createFaultsRepository>;
