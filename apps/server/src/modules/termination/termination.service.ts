import type { Language } from "@portal/schemas/common";
import { formatDate } from "@portal/schemas/format";
import { RETURN_PAGES, type IdentificationFrame } from "@portal/schemas/identification.constants";
import type { ContractFlag, TerminationDisallowedReason } from "@portal/schemas/lease.constants";
import type { NotificationCategory } from "@portal/schemas/notifications.constants";
import {
  terminationRequestOn,
  type TerminationNotice,
  type TerminationRequest,
  type TerminationResponse,
  type TerminationReviewDetail,
  type TerminationReviewRequest,
} from "@portal/schemas/termination";
import {
  DEPOSIT_REFUND_MONTHS,
  FILE_NAME_MAX,
  NOTICE_MONTHS,
  UNATTACHED_FILES_MAX,
  TERMINATION_PATH,
  type PartyApproval,
  type TerminationStatus,
} from "@portal/schemas/termination.constants";
import {
  allowedEndDates,
  firstAllowedEndDate,
  helsinkiDate,
  monthEnd,
} from "@portal/schemas/termination.rules";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { deleteStored, type StoredAttachment } from "../faults/index.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { RefundPlan } from "../../db/schema/termination.ts";
import { isRefusal, refuse, Refused, type Refusal } from "../../lib/refusal.ts";
import { dueAt } from "../../lib/working-days.ts";
import type { Actor } from "../../lib/workflow.ts";
import type { IdentificationService } from "../identification/index.ts";
import { reach } from "../../access/reach.ts";
import { terminationDisallowedReason } from "../lease/index.ts";
import { recordIntegrationEvent } from "../integration/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import type { NoticeRow, Scope, TerminationRepository } from "./termination.repository.ts";
import { terminationMessages } from "./termination.messages.ts";

/** Working days the landlord has to review a notice that is ready for it. */
export const REVIEW_DAYS = 5;

/** The signed-in tenant: account, person and the session's contract. */
export interface Tenant extends Scope {
  userId: string;
}

/** Why a termination call was refused: the termination's codes and the few common ones. */
export type TerminationRefusal = Refusal<
  | "NOT_FOUND"
  | "TERMINATION_NOT_ALLOWED"
  | "NOT_AWAITING_APPROVAL"
  | "IDENTIFICATION_FAILED"
  | "IDENTIFICATION_EXPIRED"
  | "IDENTIFICATION_OTHER_BROWSER"
  | "IDENTIFICATION_WRONG_PERSON"
  | "VALIDATION"
  | "TOO_MANY_REQUESTS"
>;

type Result<T> = T | TerminationRefusal;
/** A notice naming a file that is not the sender's own unattached upload. */
const FILES_INVALID = refuse("VALIDATION", { fields: { fileUuids: "validation.invalid" } });
/** The termination answers an identification it cannot use 400, where sign-up and unlocking say 403. */
const IDENTIFICATION_FAILED = refuse("IDENTIFICATION_FAILED").as(400);
const notAllowed = (reason: TerminationDisallowedReason) => refuse("TERMINATION_NOT_ALLOWED", { reason });

/** The mail event of a termination mail (termination.messages.ts). */
type MailEvent =
  | "created"
  | "approval_needed"
  | "informed"
  | "tenant_accepted"
  | "tenant_rejected"
  | "landlord_accepted"
  | "landlord_rejected";

const CATEGORY: Record<MailEvent, NotificationCategory> = {
  created: "termination_request_created",
  approval_needed: "termination_request_approval_needed",
  informed: "termination_request_created",
  tenant_accepted: "termination_request_tenant_accepted",
  tenant_rejected: "termination_request_tenant_rejected",
  landlord_accepted: "termination_request_landlord_accepted",
  landlord_rejected: "termination_request_landlord_rejected",
};

export interface TerminationDeps {
  db: Db;
  repo: TerminationRepository;
  identification: IdentificationService;
  now: () => Date;
  /** PUBLIC_URL: the mails link to the termination page. */
  publicUrl: string;
  /** Where the notices' files are kept. */
  files: FileStore;
}

/** A file's download name: the server's own (liite-1.pdf), never the name it was sent under. */
const downloadName = (position: number, extension: string) => `liite-${position}.${extension}`;

/** The name a file was sent under, as shown: no path, no control characters, at most FILE_NAME_MAX. */
export function displayName(sent: string | undefined, extension: string): string {
  const base = (sent ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .slice(0, FILE_NAME_MAX);
  return clean || `liite.${extension}`;
}

type ContractRow = NonNullable<Awaited<ReturnType<TerminationRepository["contract"]>>>;
type Person = Awaited<ReturnType<TerminationRepository["people"]>>[number];

/** Why this person may not give notice on this lease today; null when they may. */
export function disallowedReason(row: ContractRow, today: string): TerminationDisallowedReason | null {
  const d = row.details;
  const flags: Record<ContractFlag, boolean> = {
    contract_terminated:
      (row.endDate !== null && row.endDate < today) || (d?.terminatedOn != null && d.terminatedOn <= today),
    pending_termination_tenant_approvals:
      row.openStatus === "pending_tenant_approval" || (d?.pendingTerminationTenantApprovals ?? false),
    pending_termination_review:
      row.openStatus === "ready_for_review" || (d?.pendingTerminationReview ?? false),
    is_estate_contract: d?.isEstateContract ?? false,
    has_guardian_of_interests: d?.hasGuardianOfInterests ?? false,
    missing_resident_users: d?.missingResidentUsers ?? false,
    not_contract_party: row.kind !== "party",
    tenants_with_undetermined_age: d?.tenantsWithUndeterminedAge ?? false,
    has_company_tenant: d?.hasCompanyTenant ?? false,
    pending_modification_request: d?.pendingModificationRequest ?? false,
  };
  // A fixed-term lease ends on its end date; it cannot be terminated by notice.
  return terminationDisallowedReason(flags) ?? (d?.temporary ? "general" : null);
}

/** The lease's notice period in calendar months (a lease without details: the act's one month). */
const noticeMonthsOf = (row: ContractRow): number => row.details?.noticeMonths ?? NOTICE_MONTHS;

/**
 * The day's rules of a notice on this lease: the end date among the month ends its notice period
 * allows, moving out after today. A refusal with the fields, or null.
 */
export function datedRefusal(
  form: TerminationRequest,
  row: ContractRow,
  today: string,
): Refusal<"VALIDATION"> | null {
  const dated = terminationRequestOn(today, noticeMonthsOf(row)).safeParse(form);
  if (dated.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of dated.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return refuse("VALIDATION", { fields });
}

/** Each beneficiary's share of the deposit in euros, the last taking what rounding left. */
export function refundPlan(notice: NoticeRow, depositCents: number): RefundPlan {
  const beneficiaries = notice.form.beneficiaries;
  let given = 0;
  const shares = beneficiaries.map((b, i) => {
    const cents =
      i === beneficiaries.length - 1
        ? depositCents - given
        : Math.round((depositCents * b.returnPercentage) / 100);
    given += cents;
    return {
      beneficiaryName: b.beneficiaryName,
      iban: b.iban,
      bic: b.bic,
      returnPercentage: b.returnPercentage,
      amount: cents / 100,
    };
  });
  return {
    expectedOn: monthEnd(notice.endDate, DEPOSIT_REFUND_MONTHS),
    depositAmount: depositCents / 100,
    shares,
  };
}

export function createTerminationService(deps: TerminationDeps) {
  const { db, repo, identification, now } = deps;
  const outbox = createOutboxRepository(db);

  /**
   * Notification and mail of one event to the people named, each in their own language. The
   * notification replaces the person's one of the notice's step before: `status` is the notice's
   * state now. `notify: false` mails only (a step that leaves everyone's current state as it was).
   */
  async function tell(
    notice: { id: string; contractId: string; endDate: string },
    to: Person[],
    event: MailEvent,
    at: Date,
    tx: Db,
    { status, notify = true }: { status: TerminationStatus; notify?: boolean },
  ): Promise<void> {
    for (const person of to) {
      if (!person.userId) continue;
      if (notify)
        await repo.notify(
          {
            contractId: notice.contractId,
            personId: person.personId,
            category: CATEGORY[event],
            noticeId: notice.id,
            meta: {
              date: notice.endDate,
              termination: { status, informed: person.kind !== "party" },
            },
          },
          at,
          tx,
        );
      if (person.email)
        await outbox.enqueue(
          {
            recipient: person.email,
            template: terminationMessages["termination-update"],
            language: (person.language ?? "fi") as Language,
            data: {
              event,
              firstName: person.firstName,
              endDate: notice.endDate,
              id: notice.id,
              link: `${deps.publicUrl}${TERMINATION_PATH}`,
            },
          },
          at,
          tx,
        );
    }
  }

  /**
   * `fileUrl`: where a file of the notice is fetched by this reader (the tenant's or the staff's
   * call); residents who are not contract parties see no files, as they see no accounts.
   */
  async function toNotice(
    notice: NoticeRow,
    tenant: Scope,
    isParty: boolean,
    fileUrl: (fileId: string) => string = (fileId) =>
      `/api/contract-termination/${notice.id}/files/${fileId}`,
  ): Promise<TerminationNotice> {
    const [parties, files] = await Promise.all([
      repo.parties(notice.id),
      isParty ? repo.noticeFiles(notice.id) : [],
    ]);
    const sender = parties.find((p) => p.approval === "sender");
    const me = parties.find((p) => p.personId === tenant.personId);
    const f = notice.form;
    return {
      id: notice.id,
      status: notice.status,
      createdAt: notice.createdAt.toISOString(),
      updatedAt: notice.updatedAt.toISOString(),
      endDate: notice.endDate,
      movingOutDate: f.movingOutDate,
      terminationReason: f.terminationReason,
      givingContactInfoAllowed: f.givingContactInfoAllowed,
      displaysSelf: f.displaysSelf,
      displayStartDate: f.displayStartDate,
      displayEndDate: f.displayEndDate,
      masterKeyAccessAllowed: f.masterKeyAccessAllowed,
      hasPetsInApartment: f.hasPetsInApartment,
      additionalDetails: f.additionalDetails,
      isCollateral: f.isCollateral,
      collateralLender: f.collateralLender,
      newAddress: f.newAddress,
      fileUuids: f.fileUuids,
      files: files.map((file) => ({
        id: file.id,
        name: file.originalName,
        contentType: file.contentType,
        size: file.size,
        url: fileUrl(file.id),
      })),
      beneficiaries: isParty
        ? f.beneficiaries.map((b) => ({
            beneficiaryName: b.beneficiaryName,
            email: b.email,
            phoneNumber: b.phoneNumber,
            iban: b.iban,
            bic: b.bic,
            returnPercentage: b.returnPercentage,
          }))
        : [],
      sender: { firstName: sender?.firstName ?? "", lastName: sender?.lastName ?? "" },
      parties: parties.map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        approval: p.approval,
        decidedAt: p.decidedAt?.toISOString() ?? null,
        self: p.personId === tenant.personId,
      })),
      awaitingMyApproval: notice.status === "pending_tenant_approval" && me?.approval === "pending",
      rejectionReason: notice.rejectionReason,
      receiptUrl: `/api/contract-termination/${notice.id}/receipt`,
    };
  }

  async function overview(tenant: Tenant): Promise<TerminationResponse | Refusal<"NOT_FOUND">> {
    const row = await repo.contract(tenant);
    if (!row) return refuse("NOT_FOUND");
    const today = helsinkiDate(now());
    const [latest, people] = await Promise.all([repo.latest(row.id), repo.people(row.id)]);
    const me = people.find((p) => p.personId === tenant.personId);
    const reason = disallowedReason(row, today);
    return {
      terminationDisallowedReason: reason,
      notice: latest ? await toNotice(latest, tenant, row.kind === "party") : null,
      noticeMonths: noticeMonthsOf(row),
      // A lease that has ended, or whose termination is recorded, has no end dates left to offer.
      endDates: reason === "contract_terminated" ? [] : allowedEndDates(today, noticeMonthsOf(row)),
      defaults: {
        recipientName: me ? `${me.firstName} ${me.lastName}` : "",
        beneficiary: {
          beneficiaryName: me ? `${me.firstName} ${me.lastName}` : "",
          email: me?.email ?? "",
          phoneNumber: me?.phone ?? "",
        },
      },
    };
  }

  /** Who the bank identified for this confirmation, checked against the signed-in party. */
  async function identified(
    tenant: Tenant,
    ref: { registerSessionId: string; state: string; browser?: string | undefined },
  ): Promise<TerminationRefusal | null> {
    const found = await identification.peekIdentification({ ...ref, flowType: "termination" });
    if (isRefusal(found)) return found.as(400);
    if (found.userId !== tenant.userId) return IDENTIFICATION_FAILED;
    if (found.personId !== tenant.personId) return refuse("IDENTIFICATION_WRONG_PERSON");
    return null;
  }

  /** Gives the notice the confirmation holds: the parties asked, the residents informed. */
  async function give(tenant: Tenant, form: TerminationRequest, tx: Db): Promise<void> {
    const row = await repo.contract(tenant, tx);
    if (!row) throw new Refused(refuse("NOT_FOUND"));
    const at = now();
    // The day's rules again: a month may have turned, or the lease's period changed, since it was posted.
    const dated = datedRefusal(form, row, helsinkiDate(at));
    if (dated) throw new Refused(dated);
    const reason = disallowedReason(row, helsinkiDate(at));
    if (reason) throw new Refused(notAllowed(reason));
    const people = await repo.people(row.id, tx);
    const approvalOf = (p: Person): PartyApproval =>
      p.personId === tenant.personId ? "sender" : p.kind === "party" ? "pending" : "informed";
    const asked = people.filter((p) => approvalOf(p) === "pending");
    const status: TerminationStatus = asked.length ? "pending_tenant_approval" : "ready_for_review";
    const id = await repo.insertNotice(
      {
        contractId: row.id,
        senderPersonId: tenant.personId,
        senderUserId: tenant.userId,
        status,
        form,
        // The queue's title: the address and the end date as every date is shown (D.M.YYYY).
        subject: `${row.address}, ${formatDate(form.endDate)}`,
        language: (people.find((p) => p.personId === tenant.personId)?.language ?? "fi") as Language,
        buildingId: row.buildingId,
        dueAt: dueAt(at, REVIEW_DAYS),
        at,
      },
      people.map((p) => ({ personId: p.personId, approval: approvalOf(p) })),
      tx,
    );
    // The files become the notice's only if none was taken meanwhile (by another notice at once).
    const owner = { userId: tenant.userId, contractId: row.id };
    if ((await repo.attachFiles(id, owner, form.fileUuids, tx)) !== form.fileUuids.length)
      throw new Refused(FILES_INVALID);
    const actor: Actor = { kind: "tenant", userId: tenant.userId };
    await repo.record(id, "pending_tenant_approval", at, actor, tx);
    if (status === "ready_for_review") await repo.record(id, "ready_for_review", at, actor, tx);
    const notice = { id, contractId: row.id, endDate: form.endDate };
    const sender = people.filter((p) => p.personId === tenant.personId);
    await tell(notice, sender, "created", at, tx, { status });
    await tell(notice, asked, "approval_needed", at, tx, { status });
    const informed = people.filter((p) => approvalOf(p) === "informed");
    await tell(notice, informed, "informed", at, tx, { status });
  }

  /** A party's decision on a notice of their contract; the notice moves when it settles it. */
  async function decide(tenant: Tenant, noticeId: string, decision: "accepted" | "rejected", tx: Db) {
    const notice = await repo.notice(tenant.contractId, noticeId, tx);
    if (!notice || !(await repo.contract(tenant, tx))) throw new Refused(refuse("NOT_FOUND"));
    const locked = await repo.lockNotice(noticeId, tx);
    if (!locked || locked.status !== "pending_tenant_approval")
      throw new Refused(refuse("NOT_AWAITING_APPROVAL"));
    const at = now();
    if (!(await repo.decide(noticeId, tenant.personId, decision, at, tx)))
      throw new Refused(refuse("NOT_AWAITING_APPROVAL"));
    // The party's request to decide is answered.
    await repo.closeNoticeNotifications(noticeId, tenant.personId, at, tx);
    const actor: Actor = { kind: "tenant", userId: tenant.userId };
    const people = await repo.people(locked.contractId, tx);
    const others = people.filter((p) => p.personId !== tenant.personId);
    if (decision === "rejected") {
      await repo.moveState({ id: noticeId, from: "pending_tenant_approval", to: "rejected", actor, at }, tx);
      await repo.closeNoticeNotifications(noticeId, null, at, tx);
      await tell(locked, others, "tenant_rejected", at, tx, { status: "rejected" });
      return;
    }
    if ((await repo.pendingCount(noticeId, tx)) > 0) {
      // Others are still asked: everyone's notification stands (a request to decide among them).
      await tell(locked, others, "tenant_accepted", at, tx, {
        status: "pending_tenant_approval",
        notify: false,
      });
      return;
    }
    await repo.moveState(
      { id: noticeId, from: "pending_tenant_approval", to: "ready_for_review", actor, at },
      tx,
    );
    await tell(locked, others, "tenant_accepted", at, tx, { status: "ready_for_review" });
  }

  /** A notice's file's bytes under its download name, or NOT_FOUND when the notice does not name it. */
  async function fileOf(noticeId: string, fileId: string) {
    const files = await repo.noticeFiles(noticeId);
    const index = files.findIndex((f) => f.id === fileId);
    const file = files[index];
    if (!file) return refuse("NOT_FOUND");
    const stored = await deps.files.get(file.storageKey);
    if (!stored) return refuse("NOT_FOUND");
    return { ...stored, contentType: file.contentType, name: downloadName(index + 1, file.extension) };
  }

  /** The work in one transaction; a refusal thrown in it (Refused) rolls it back and is answered. */
  async function inTransaction(work: (tx: Db) => Promise<void>): Promise<TerminationRefusal | null> {
    try {
      await db.transaction(work);
      return null;
    } catch (err) {
      if (err instanceof Refused) return err.refusal as TerminationRefusal;
      throw err;
    }
  }

  return {
    overview,

    /**
     * Starts the notice's strong identification: the notice waits under the flow's state until the
     * bank's answer comes back (confirm). Refused at once when the lease does not allow it.
     */
    async submit(
      tenant: Tenant,
      form: TerminationRequest,
      browser: string,
      frame: IdentificationFrame = "portal",
    ): Promise<Result<{ url: string }>> {
      const row = await repo.contract(tenant);
      if (!row) return refuse("NOT_FOUND");
      const today = helsinkiDate(now());
      const dated = datedRefusal(form, row, today);
      if (dated) return dated;
      const reason = disallowedReason(row, today);
      if (reason) return notAllowed(reason);
      const owner = { userId: tenant.userId, contractId: row.id };
      if ((await repo.unattachedOf(owner, form.fileUuids)) !== form.fileUuids.length) return FILES_INVALID;
      const { url, state } = await identification.startIdentification(
        "termination",
        tenant.userId,
        browser,
        frame,
      );
      await repo.saveConfirmation({
        state,
        action: "submit",
        userId: tenant.userId,
        personId: tenant.personId,
        contractId: tenant.contractId,
        form,
        createdAt: now(),
      });
      return { url };
    },

    /**
     * Whether the tenant may upload a file for a notice now: only while the lease allows giving one,
     * and while the account holds fewer than UNATTACHED_FILES_MAX files no notice names.
     */
    async uploadRefusal(tenant: Tenant): Promise<TerminationRefusal | null> {
      const row = await repo.contract(tenant);
      if (!row) return refuse("NOT_FOUND");
      const reason = disallowedReason(row, helsinkiDate(now()));
      if (reason) return notAllowed(reason);
      if ((await repo.unattachedCount(tenant.userId)) >= UNATTACHED_FILES_MAX)
        return refuse("TOO_MANY_REQUESTS");
      return null;
    },

    /**
     * Records a file stored for the tenant's next notice, while the account holds fewer than
     * UNATTACHED_FILES_MAX files no notice names (checked again here, under the account's lock: the
     * early check let uploads at once through together). Refused or failed, the stored bytes go.
     */
    async addFile(
      tenant: Tenant,
      stored: StoredAttachment,
      sentName: string | undefined,
    ): Promise<Result<{ id: string; name: string; contentType: string; size: number; url: null }>> {
      let row;
      try {
        row = await repo.insertFile(
          {
            userId: tenant.userId,
            contractId: tenant.contractId,
            originalName: displayName(sentName, stored.extension),
            storageKey: stored.storageKey,
            contentType: stored.contentType,
            extension: stored.extension,
            size: stored.size,
            createdAt: now(),
          },
          UNATTACHED_FILES_MAX,
        );
      } catch (error) {
        await deleteStored(deps.files, [stored]);
        throw error;
      }
      if (!row) {
        await deleteStored(deps.files, [stored]);
        return refuse("TOO_MANY_REQUESTS");
      }
      return {
        id: row.id,
        name: row.originalName,
        contentType: row.contentType,
        size: row.size,
        url: null,
      };
    },

    /** A file of one of the contract's notices, for a contract party; NOT_FOUND otherwise. */
    async file(tenant: Tenant, noticeId: string, fileId: string) {
      const notice = await repo.notice(tenant.contractId, noticeId);
      const row = notice ? await repo.contract(tenant) : null;
      if (!notice || row?.kind !== "party") return refuse("NOT_FOUND");
      return fileOf(noticeId, fileId);
    },

    /** Staff: a file of a notice in the staff member's buildings, or NOT_FOUND. */
    async reviewFile(noticeId: string, fileId: string, buildings: "all" | readonly string[]) {
      const row = await repo.reviewNotice(noticeId, reach.terminationNotices(buildings));
      return row ? fileOf(noticeId, fileId) : refuse("NOT_FOUND");
    },

    /** Starts the strong identification of a party's acceptance. */
    async accept(
      tenant: Tenant,
      noticeId: string,
      browser: string,
      frame: IdentificationFrame = "portal",
    ): Promise<Result<{ url: string }>> {
      const notice = await repo.notice(tenant.contractId, noticeId);
      if (!notice || !(await repo.contract(tenant))) return refuse("NOT_FOUND");
      const me = (await repo.parties(noticeId)).find((p) => p.personId === tenant.personId);
      if (notice.status !== "pending_tenant_approval" || me?.approval !== "pending")
        return refuse("NOT_AWAITING_APPROVAL");
      const { url, state } = await identification.startIdentification(
        "termination",
        tenant.userId,
        browser,
        frame,
      );
      await repo.saveConfirmation({
        state,
        action: "accept",
        userId: tenant.userId,
        personId: tenant.personId,
        contractId: tenant.contractId,
        noticeId,
        createdAt: now(),
      });
      return { url };
    },

    /** A party's rejection: the notice is rejected at once; answers the termination page of the frame. */
    async reject(
      tenant: Tenant,
      noticeId: string,
      frame: IdentificationFrame = "portal",
    ): Promise<Result<{ url: string }>> {
      const refusal = await inTransaction((tx) => decide(tenant, noticeId, "rejected", tx));
      return refusal ?? { url: RETURN_PAGES[frame].termination };
    },

    /**
     * The bank's answer: the identification must be the signed-in party's; then the notice is
     * given, or the acceptance recorded, in one transaction with the identification used up.
     */
    async confirm(
      tenant: Tenant,
      ref: { registerSessionId: string; state: string; browser?: string | undefined },
    ): Promise<Result<TerminationResponse>> {
      const check = await identified(tenant, ref);
      if (check) return check;
      const refusal = await inTransaction(async (tx) => {
        const used = await identification.consumeIdentification({ ...ref, flowType: "termination" }, tx);
        if (isRefusal(used)) throw new Refused(used.as(400));
        const confirmation = await repo.takeConfirmation(ref.state, tenant.userId, tx);
        if (!confirmation || confirmation.contractId !== tenant.contractId)
          throw new Refused(IDENTIFICATION_FAILED);
        if (confirmation.action === "submit" && confirmation.form) await give(tenant, confirmation.form, tx);
        else if (confirmation.action === "accept" && confirmation.noticeId)
          await decide(tenant, confirmation.noticeId, "accepted", tx);
        else throw new Refused(IDENTIFICATION_FAILED);
      }).catch((err: unknown) => {
        // The contract's one open notice: a second one given at the same moment.
        if (isOpenNoticeClash(err)) return notAllowed("pending_termination_tenant_approvals");
        throw err;
      });
      return refusal ?? overview(tenant);
    },

    /** The notice for its receipt, with the names on it; NOT_FOUND when not the contract's. */
    async receipt(tenant: Tenant, noticeId: string) {
      const notice = await repo.notice(tenant.contractId, noticeId);
      const row = notice ? await repo.contract(tenant) : null;
      if (!notice || !row) return refuse("NOT_FOUND");
      return {
        notice: await toNotice(notice, tenant, row.kind === "party"),
        address: row.address,
        contractNumber: row.contractNumber,
      };
    },

    /** Staff: a page of notices in the staff member's buildings. */
    reviewPage: repo.reviewPage,

    reviewDetail,
    review,
  };

  async function reviewDetail(
    id: string,
    buildings: "all" | readonly string[],
  ): Promise<TerminationReviewDetail | Refusal<"NOT_FOUND">> {
    const row = await repo.reviewNotice(id, reach.terminationNotices(buildings));
    if (!row) return refuse("NOT_FOUND");
    const { awaitingMyApproval: _, ...notice } = await toNotice(
      row.notice,
      { contractId: row.notice.contractId, personId: "" },
      true,
      (fileId) => `/api/staff/terminations/${id}/files/${fileId}`,
    );
    return {
      ...notice,
      parties: notice.parties.map((p) => ({ ...p, self: false })),
      buildingId: row.notice.buildingId,
      address: row.address,
      contractNumber: row.contractNumber,
      noticeMonths: row.noticeMonths ?? NOTICE_MONTHS,
      earliestEndDate: firstAllowedEndDate(
        helsinkiDate(row.notice.createdAt),
        row.noticeMonths ?? NOTICE_MONTHS,
      ),
      refundPlan: row.notice.refundPlan,
    };
  }

  /**
   * Staff: approve or reject a notice that is ready for review, with the approval's effects;
   * answers the notice as reviewDetail does.
   */
  async function review(
    id: string,
    request: TerminationReviewRequest,
    staff: { staffId: string; buildings: "all" | readonly string[] },
  ): Promise<TerminationReviewDetail | Refusal<"NOT_FOUND">> {
    const scope = reach.terminationNotices(staff.buildings);
    const at = now();
    const actor: Actor = { kind: "staff", staffId: staff.staffId };
    const reviewed = await db.transaction(async (tx) => {
      const found = await repo.reviewNotice(id, scope, tx);
      if (!found) return false;
      const to = request.decision === "approve" ? "approved" : "rejected";
      await repo.moveState({ id, from: request.from, to, actor, at, scope }, tx);
      const people = await repo.people(found.notice.contractId, tx);
      if (request.decision === "approve") {
        const plan = refundPlan(found.notice, found.depositCents ?? 0);
        await repo.applyApproval(found.notice, plan, helsinkiDate(at), tx);
        await tell(found.notice, people, "landlord_accepted", at, tx, { status: "approved" });
        // The company's systems learn of it from the event feed, written with the approval.
        await recordIntegrationEvent(tx, {
          type: "termination.approved",
          subject: `contract:${found.notice.contractId}`,
          occurredAt: at,
          data: {
            noticeId: found.notice.id,
            contractId: found.notice.contractId,
            contractExternalId: found.contractExternalId,
            endDate: found.notice.endDate,
            parties: people.map((p) => ({
              personId: p.personId,
              externalId: p.externalId,
              firstName: p.firstName,
              lastName: p.lastName,
              role: p.kind,
            })),
            depositRefund: found.depositCents === null ? null : plan,
          },
        });
      } else {
        await repo.setRejectionReason(id, request.reason, tx);
        await tell(found.notice, people, "landlord_rejected", at, tx, { status: "rejected" });
      }
      return true;
    });
    return reviewed ? reviewDetail(id, staff.buildings) : refuse("NOT_FOUND");
  }
}
export type TerminationService = ReturnType<typeof createTerminationService>;

/** The contract's one open notice (termination_notices_open_uq) held against a second one. */
function isOpenNoticeClash(err: unknown): boolean {
  return isUniqueViolation(err);
}
