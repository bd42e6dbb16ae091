import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { DefectNoticeFields } from "@portal/schemas/faults";
import type { Db } from "../../db/client.ts";
import { defectNoticeAttachments, defectNoticeStatusChanges, defectNotices } from "../../db/schema/faults.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import type { StoredStatus } from "../../lib/handling-status.ts";

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

export type NewDefectNotice = Omit<DefectNoticeFields, "phone"> & { phone: string };

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
export function createFaultsRepository(db: Db) {
  return {
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
        .values({ ...reporter, ...notice, createdAt: at, updatedAt: at })
        .returning({ id: defectNotices.id });
      const noticeId = row!.id;
      if (attachments.length)
        await tx
          .insert(defectNoticeAttachments)
          .values(attachments.map((a, i) => ({ ...a, noticeId, position: i + 1 })));
      await tx.insert(defectNoticeStatusChanges).values({ noticeId, status: "sent", at });
      return noticeId;
    },

    /**
     * Holds the account's row until the transaction ends, so concurrent reports by one account are
     * counted one after another and the hourly limit holds exactly.
     */
    async lockAccount(userId: string, tx: Db): Promise<void> {
      await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.id, userId))
        .for("update");
    },

    /** How many reports the account has made since `since`. */
    async countSince(userId: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(defectNotices)
        .where(and(eq(defectNotices.userId, userId), gt(defectNotices.createdAt, since)));
      return row?.n ?? 0;
    },

    async reporterContact(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ email: userAccounts.email, firstName: persons.firstName, lastName: persons.lastName })
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
      const history = await tx
        .select({ status: defectNoticeStatusChanges.status, at: defectNoticeStatusChanges.at })
        .from(defectNoticeStatusChanges)
        .where(eq(defectNoticeStatusChanges.noticeId, id))
        .orderBy(asc(defectNoticeStatusChanges.at), asc(defectNoticeStatusChanges.id));
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
      return { ...row, history, attachments };
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

    /** Moves a report to `status` and records when; false when there is no such report. */
    async changeStatus(id: string, status: StoredStatus, at: Date, tx: Db = db): Promise<boolean> {
      const updated = await tx
        .update(defectNotices)
        .set({ status, updatedAt: at })
        .where(eq(defectNotices.id, id))
        .returning({ id: defectNotices.id });
      if (!updated.length) return false;
      await tx.insert(defectNoticeStatusChanges).values({ noticeId: id, status, at });
      return true;
    },

    /** Maintenance's queue: reports still waiting, oldest first. */
    async queue(limit: number, tx: Db = db) {
      return tx
        .select({ id: defectNotices.id, title: defectNotices.title, createdAt: defectNotices.createdAt })
        .from(defectNotices)
        .where(eq(defectNotices.status, "sent"))
        .orderBy(asc(defectNotices.createdAt))
        .limit(limit);
    },
  };
}
export type FaultsRepository = ReturnType<typeof createFaultsRepository>;
