import {
  approvedStateOf,
  EVENT_FORM_TYPES,
  EXPENSE_FORM_TYPES,
  FORM_WORKFLOW,
  isEditableFormState,
  isExpenseFormType,
  NOTICE_FORM_TYPES,
  REVIEW_RESEND_LIMIT,
  REVIEW_RESEND_WINDOW_MINUTES,
  REVIEW_TOKEN_TTL_DAYS,
  type CommitteeRole,
  type FormState,
  type FormType,
} from "@portal/schemas/committee-forms.constants";
import {
  draftRequestSchema,
  expenseDraftRequest,
  expenseTotalCents,
  requestDataSchema,
  storedDataSchemas,
  type FormItem,
  type FormReview,
  type StaffForm,
  type MyCommittee,
  type ReceiptFile,
  type StaffCommittee,
} from "@portal/schemas/committee-forms";
import { allowanceLeft, defaultAllowanceCents } from "@portal/schemas/committee-forms.rules";
import type { Language } from "@portal/schemas/common";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { refuse, Refused } from "../../lib/refusal.ts";
import { dueAt } from "../../lib/working-days.ts";
import { StaleStateError, SYSTEM, type Actor } from "../../lib/workflow.ts";
import { validationFields } from "../../plugins/errors.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import { seesBuilding } from "../../access/access.ts";
import { deleteStored } from "../faults/index.ts";
import { recordIntegrationEvent } from "../integration/index.ts";
import { createOutboxRepository, type OutboxMessage } from "../outbox/index.ts";
import type { CommitteeFormsRepository, FormRow, Membership } from "./committee-forms.repository.ts";
import { hashReviewToken, newReviewToken, signedReceiptUrl } from "./links.ts";
import type { ReceivedExpenseReport } from "./multipart.ts";
import { committeeFormsMessages } from "./committee-forms.messages.ts";

/** The three families of calls, by their path: each takes only its own form types. */
export type FormFamily = "notices" | "events" | "expense-reports";
const FAMILY_TYPES: Record<FormFamily, readonly FormType[]> = {
  notices: NOTICE_FORM_TYPES,
  events: EVENT_FORM_TYPES,
  "expense-reports": EXPENSE_FORM_TYPES,
};

/** Working days a moderator has for a form (published within about 3 days, weekdays 9–15). */
export const FORM_REVIEW_DAYS = 3;
const DAY_MS = 86_400_000;

/** Refusals thrown out of the work (and any transaction it is in), answered by the errors plugin. */
const notFound = () => new Refused(refuse("NOT_FOUND"));
const notMember = () => new Refused(refuse("NOT_COMMITTEE_MEMBER"));
const notEditable = () => new Refused(refuse("FORM_NOT_EDITABLE"));
const invalid = (fields: Record<string, string>) => new Refused(refuse("VALIDATION", { fields }));

/** A review link that can still decide: not used, not replaced, and its form awaits the decision. */
const linkOpen = (
  stored: { usedAt: Date | null; replacedAt: Date | null; formState: FormState } | null,
): stored is NonNullable<typeof stored> =>
  Boolean(stored && !stored.usedAt && !stored.replacedAt && stored.formState === "AwaitingApproval");

/** A form the staff queue lists (never a draft) in one of the staff member's buildings. */
const inStaffQueue = (staff: StaffPrincipal, form: FormRow | null): form is FormRow =>
  Boolean(
    form && form.formState !== "Draft" && form.buildingId && seesBuilding(staff.buildings, form.buildingId),
  );

/** Zod issues as the field errors every 400 carries, under `prefix` ("formData"). */
function issuesToFields(error: z.ZodError, data: unknown, prefix: string[] = []): Record<string, string> {
  return validationFields(
    error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${[...prefix, ...issue.path.map(String)].join("/")}`,
      message: issue.message,
      params: { ...issue },
    })),
    prefix.length ? { [prefix[0]!]: data } : data,
  );
}

/** The line a form is known by: a plan's or report's year, else its name (an expense report's event). */
export function headline(formType: FormType, formData: Record<string, unknown>): string {
  if (formType === "ActionPlan" || formType === "ActionReport") return String(formData.year ?? "");
  if (isExpenseFormType(formType)) {
    const event = formData.event as { name?: unknown } | undefined;
    return typeof event?.name === "string" ? event.name : "";
  }
  return typeof formData.name === "string" ? formData.name : "";
}

export interface CommitteeFormsDeps {
  db: Db;
  repo: CommitteeFormsRepository;
  files: FileStore;
  now: () => Date;
  publicUrl: string;
  serverKey: string;
  moderator: { email: string; language: Language };
}

export function createCommitteeFormsService({
  db,
  repo,
  files,
  now,
  publicUrl,
  serverKey,
  moderator,
}: CommitteeFormsDeps) {
  /** The caller's committee: a member with a current lease in one of its buildings (else 403). */
  async function member(userId: string): Promise<Membership> {
    const membership = await repo.membership(userId, todayInHelsinki(now()));
    if (!membership) throw notMember();
    return membership;
  }

  /**
   * Whether the caller may see and change the form: any member a committee document (minutes, a
   * plan, a report, an invitation); only its author an expense report, a personal claim with the
   * author's account number and address.
   */
  const mayHandle = (form: FormRow, userId: string) =>
    !isExpenseFormType(form.formType) || form.authorId === userId;

  /** A form of the caller's committee on the family's path that the caller may handle, or 404. */
  async function ownForm(
    membership: Membership,
    family: FormFamily,
    id: string,
    userId: string,
  ): Promise<FormRow> {
    const form = await repo.form(membership.committeeId, id);
    if (!form || !FAMILY_TYPES[family].includes(form.formType) || !mayHandle(form, userId)) throw notFound();
    return form;
  }

  /**
   * The building a form concerns: an invitation's property (one of the committee's), else the
   * first. A draft invitation that names no property yet concerns the first.
   */
  async function buildingFor(
    committeeId: string,
    formType: FormType,
    formData: Record<string, unknown>,
    tx: Db = db,
  ) {
    const buildings = await repo.buildingsOf(committeeId, tx);
    if (formType === "EventInvite" && formData.property !== undefined) {
      const property = buildings.find((b) => b.id === formData.property);
      if (!property) throw invalid({ "formData.property": "validation.invalid" });
      return property.id;
    }
    if (!buildings[0]) throw notMember();
    return buildings[0].id;
  }

  /**
   * A form's data complete, as it is sent: the complete schema's output (names and numbers
   * normalised, an invitation's defaults), with the rules of the day by the server's clock, and an
   * expense form's total in cents. Whatever the draft still lacks is a 400 with its fields under
   * `formData.`.
   */
  function completed(form: FormRow): { formData: Record<string, unknown>; totalCents: number } {
    const schema = isExpenseFormType(form.formType)
      ? storedDataSchemas[form.formType]
      : requestDataSchema(form.formType, () => todayInHelsinki(now()));
    const parsed = schema.safeParse(form.formData);
    if (!parsed.success) throw invalid(issuesToFields(parsed.error, form.formData, ["formData"]));
    const formData = parsed.data as Record<string, unknown>;
    return {
      formData,
      totalCents: isExpenseFormType(form.formType) ? expenseTotalCents(formData as never) : 0,
    };
  }

  /** Links to a form's receipts, in the order its entries name them. */
  function signedUrls(
    formData: Record<string, unknown>,
    receipts: { id: string; originalName: string }[],
    at: Date,
  ) {
    const entries = [formData.purchaseReports, formData.publicExpenseReports].flatMap((list) =>
      Array.isArray(list) ? (list as { receipts?: { id?: unknown }[] }[]) : [],
    );
    const byId = new Map(receipts.map((r) => [r.id, r]));
    return entries
      .flatMap((entry) => entry.receipts ?? [])
      .flatMap(({ id }) => {
        const receipt = typeof id === "string" ? byId.get(id) : undefined;
        return receipt
          ? [
              {
                id: receipt.id,
                name: receipt.originalName,
                signedUrl: signedReceiptUrl(serverKey, receipt.id, at),
              },
            ]
          : [];
      });
  }

  function item(
    form: FormRow,
    receipts: { id: string; originalName: string; formId: string }[],
    at: Date,
  ): FormItem {
    return {
      id: form.id,
      formType: form.formType,
      formData: form.formData,
      formState: form.formState,
      createdAt: form.createdAt.toISOString(),
      modifiedAt: form.updatedAt.toISOString(),
      publishedAt: form.publishedAt?.toISOString() ?? null,
      rejectionReason: form.formState === "Rejected" ? form.rejectionReason : null,
      committeeId: form.committeeId,
      committeeName: form.committeeName,
      authorName: form.authorName,
      modifiedByName: form.modifiedByName,
      sentByName: form.sentByName,
      editable: isEditableFormState(form.formState),
      ...(isExpenseFormType(form.formType)
        ? {
            signedUrls: signedUrls(
              form.formData,
              receipts.filter((r) => r.formId === form.id),
              at,
            ),
          }
        : {}),
    } as FormItem;
  }

  /**
   * The moderator's mail with a new link; the token is made and stored in `tx`. It names the form's
   * author, who last changed it and who sent it (`sentByName`, else the form's own record).
   */
  async function reviewRequest(
    form: FormRow,
    at: Date,
    tx: Db,
    sentByName: string | null = form.sentByName,
  ): Promise<OutboxMessage> {
    const { token, hash } = newReviewToken();
    const expiresAt = new Date(at.getTime() + REVIEW_TOKEN_TTL_DAYS * DAY_MS);
    await repo.insertToken(form.id, hash, at, expiresAt, tx);
    return {
      recipient: moderator.email,
      template: committeeFormsMessages["form-review-request"],
      language: moderator.language,
      data: {
        formType: form.formType,
        title: headline(form.formType, form.formData),
        committeeName: form.committeeName,
        authorName: form.authorName,
        modifiedByName: form.modifiedByName,
        sentByName: sentByName ?? form.authorName,
        link: `${publicUrl.replace(/\/$/, "")}/hallinta/lomakkeet/${token}`,
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  /**
   * Expense data from a received multipart body, as a draft (types and sizes; complete when sent):
   * receipts by id, checked against those allowed.
   */
  function expenseData(
    received: ReceivedExpenseReport,
    kept: Map<string, ReceiptFile>,
    at: Date,
  ): { formType: FormType; formData: Record<string, unknown>; keptIds: Set<string> } {
    const parsed = expenseDraftRequest.safeParse(received.body);
    const fields = {
      ...(parsed.success ? {} : issuesToFields(parsed.error, received.body)),
      ...received.refused,
    };
    if (!parsed.success || Object.keys(fields).length) throw invalid(fields);
    const fresh = new Map(
      received.receipts.map((r) => [
        r.id,
        {
          id: r.id,
          originalName: r.originalName,
          uploadedAt: at.toISOString(),
          contentType: r.contentType,
          size: r.size,
        },
      ]),
    );
    const keptIds = new Set<string>();
    const bad: Record<string, string> = {};
    const resolve = (entry: string, i: number, ids: string[] | undefined) =>
      (ids ?? []).flatMap((id) => {
        const receipt = fresh.get(id) ?? kept.get(id);
        if (!receipt) {
          bad[`${entry}.${i}.receipts`] = "validation.invalid";
          return [];
        }
        if (kept.has(id)) keptIds.add(id);
        return [receipt];
      });
    const body = parsed.data;
    let formData: Record<string, unknown>;
    if (body.formType === "GeneralExpenseReport") {
      const { formType: _, purchaseReports, ...rest } = body;
      formData = {
        ...rest,
        ...(purchaseReports && {
          purchaseReports: purchaseReports.map((p, i) => ({
            ...p,
            receipts: resolve("purchaseReports", i, p.receipts),
          })),
        }),
      };
    } else {
      const { formType: _, publicExpenseReports, ...rest } = body;
      formData = {
        ...rest,
        ...(publicExpenseReports && {
          publicExpenseReports: publicExpenseReports.map((p, i) => ({
            ...p,
            receipts: resolve("publicExpenseReports", i, p.receipts),
          })),
        }),
      };
    }
    if (Object.keys(bad).length) throw invalid(bad);
    return { formType: body.formType, formData, keptIds };
  }

  /**
   * What the moderator sees of a form, by a review link or in the staff queue: its data, the
   * committee's buildings and, on an expense form, links to its receipts.
   */
  async function moderatorView(form: FormRow, at: Date) {
    const expense = isExpenseFormType(form.formType);
    const [buildings, receipts] = await Promise.all([
      repo.buildingsOf(form.committeeId),
      expense ? repo.receiptsOf(form.id) : Promise.resolve([]),
    ]);
    return {
      id: form.id,
      formType: form.formType,
      formData: form.formData,
      formState: form.formState,
      modifiedAt: form.updatedAt.toISOString(),
      publishedAt: form.publishedAt?.toISOString() ?? null,
      committeeName: form.committeeName,
      authorName: form.authorName,
      modifiedByName: form.modifiedByName,
      sentByName: form.sentByName,
      buildingNames: buildings.map((b) => b.name),
      awaitingDecision: form.formState === "AwaitingApproval",
      ...(expense ? { signedUrls: signedUrls(form.formData, receipts, at) } : {}),
    };
  }

  async function allowanceOf(committeeId: string, buildingIds: string[], at: Date) {
    const year = Number(todayInHelsinki(at).slice(0, 4));
    const rows = await repo.allowances(buildingIds, year);
    const allowanceCents = rows.reduce(
      (sum, r) => sum + (r.setCents ?? defaultAllowanceCents(r.apartments)),
      0,
    );
    const usedCents = await repo.usedCents(committeeId, year);
    return { year, allowanceCents, usedCents, ...allowanceLeft(allowanceCents, usedCents) };
  }

  /**
   * A decision on a form awaiting it, inside the caller's transaction: the state's conditional
   * move (StaleStateError when it is no longer AwaitingApproval), the author's mail in their
   * language, the time and the rejection's reason.
   */
  async function applyDecision(
    form: FormRow,
    decision: { approve: true } | { approve: false; reason: string },
    actor: Actor,
    at: Date,
    tx: Db,
  ): Promise<{ id: string; formState: FormState }> {
    const author = await repo.author(form.authorId, tx);
    const to: FormState = decision.approve ? approvedStateOf(form.formType) : "Rejected";
    const title = headline(form.formType, form.formData);
    const messages: OutboxMessage[] = author
      ? [
          decision.approve
            ? {
                recipient: author.email,
                template: committeeFormsMessages["form-approved"],
                language: author.language,
                data: {
                  firstName: author.firstName,
                  formType: form.formType,
                  title,
                  published: String(to === "Published"),
                },
              }
            : {
                recipient: author.email,
                template: committeeFormsMessages["form-rejected"],
                language: author.language,
                data: {
                  firstName: author.firstName,
                  formType: form.formType,
                  title,
                  reason: decision.reason,
                },
              },
        ]
      : [];
    await repo.moveState({ id: form.id, from: "AwaitingApproval", to, actor, at, messages }, tx);
    await repo.setDecision(form.id, at, decision.approve ? null : decision.reason, tx);
    // An approved form (its costs, its minutes) goes to the company's systems through the event feed.
    if (decision.approve)
      await recordIntegrationEvent(tx, {
        type: "committee-form.approved",
        subject: `committee-form:${form.id}`,
        occurredAt: at,
        data: {
          formId: form.id,
          committeeId: form.committeeId,
          formType: form.formType,
          state: to,
          title,
          totalAmount: form.totalCents === null ? null : form.totalCents / 100,
          formData: form.formData as Record<string, unknown>,
        },
      });
    return { id: form.id, formState: to };
  }

  /** The decision by a review token: the form's new state, or a refusal (401 expired, 404 otherwise). */
  async function decide(token: string, decision: { approve: true } | { approve: false; reason: string }) {
    const hash = hashReviewToken(token);
    const at = now();
    const result = await db.transaction(async (tx) => {
      const formId = await repo.useToken(hash, at, tx);
      if (!formId) return null;
      const form = await repo.formById(formId, tx);
      if (!form || form.formState !== "AwaitingApproval") return null;
      return applyDecision(form, decision, SYSTEM, at, tx);
    });
    if (result) return result;
    // Nothing was used: say why, without telling a guesser anything but "not found".
    const stored = await repo.token(hash);
    if (linkOpen(stored) && stored.expiresAt <= at) throw new Refused(refuse("REVIEW_LINK_EXPIRED"));
    throw notFound();
  }

  async function staffCommittee(id: string, name: string): Promise<StaffCommittee> {
    const [buildings, members] = await Promise.all([repo.buildingsOf(id), repo.membersOf(id)]);
    return {
      id,
      name,
      buildings,
      members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
    };
  }

  /** A committee the staff member sees (one of its buildings is theirs), or 404. */
  async function seenCommittee(staff: StaffPrincipal, id: string) {
    const committee = await repo.committee(id);
    if (!committee) throw notFound();
    const buildings = await repo.buildingsOf(id);
    if (!buildings.some((b) => seesBuilding(staff.buildings, b.id))) throw notFound();
    return { committee, buildings };
  }

  async function buildingAllowance(staff: StaffPrincipal, buildingId: string, year: number | undefined) {
    if (!seesBuilding(staff.buildings, buildingId) || !(await repo.buildingExists(buildingId)))
      throw notFound();
    const y = year ?? Number(todayInHelsinki(now()).slice(0, 4));
    const [row] = await repo.allowances([buildingId], y);
    const committeeId = await repo.committeeOfBuilding(buildingId);
    const defaultCents = defaultAllowanceCents(row?.apartments ?? 0);
    return {
      buildingId,
      year: y,
      apartments: row?.apartments ?? 0,
      allowanceCents: row?.setCents ?? defaultCents,
      set: row?.setCents !== null && row?.setCents !== undefined,
      defaultCents,
      usedCents: committeeId ? await repo.usedCents(committeeId, y) : 0,
    };
  }

  return {
    /** The caller's committee page data, or null when not a member. */
    async mine(userId: string): Promise<MyCommittee | null> {
      const membership = await repo.membership(userId, todayInHelsinki(now()));
      if (!membership) return null;
      const [buildings, members] = await Promise.all([
        repo.buildingsOf(membership.committeeId),
        repo.membersOf(membership.committeeId),
      ]);
      return {
        id: membership.committeeId,
        name: membership.committeeName,
        role: membership.role,
        buildings,
        members: members.map((m) => ({ name: m.name, role: m.role })),
        allowance: await allowanceOf(
          membership.committeeId,
          buildings.map((b) => b.id),
          now(),
        ),
      };
    },

    /**
     * POST /api/notices/create and /api/events/create: a new draft, checked for types and sizes
     * only (complete when it is published).
     */
    async create(
      userId: string,
      family: "notices" | "events",
      body: { formType: FormType; formData: Record<string, unknown> },
    ): Promise<string> {
      const membership = await member(userId);
      if (!FAMILY_TYPES[family].includes(body.formType)) throw invalid({ formType: "validation.invalid" });
      const at = now();
      const parsed = draftRequestSchema(body.formType).safeParse(body.formData);
      if (!parsed.success) throw invalid(issuesToFields(parsed.error, body.formData, ["formData"]));
      const formData = parsed.data as Record<string, unknown>;
      const buildingId = await buildingFor(membership.committeeId, body.formType, formData);
      return db.transaction((tx) =>
        repo.insertForm(
          {
            committeeId: membership.committeeId,
            authorId: userId,
            formType: body.formType,
            formData,
            totalCents: 0,
            buildingId,
            dueAt: dueAt(at, FORM_REVIEW_DAYS),
          },
          [],
          at,
          tx,
        ),
      );
    },

    /**
     * PUT /api/notices/:id and /api/events/:id: the whole new data of a draft or a rejected form,
     * by any member of the committee (who is then the one who last changed it).
     */
    async update(
      userId: string,
      family: "notices" | "events",
      id: string,
      body: { formType?: FormType | undefined; formData: Record<string, unknown> },
    ): Promise<{ id: string; formState: FormState }> {
      const membership = await member(userId);
      const form = await ownForm(membership, family, id, userId);
      if (body.formType !== undefined && body.formType !== form.formType)
        throw invalid({ formType: "validation.invalid" });
      const parsed = draftRequestSchema(form.formType).safeParse(body.formData);
      if (!parsed.success) throw invalid(issuesToFields(parsed.error, body.formData, ["formData"]));
      const formData = parsed.data as Record<string, unknown>;
      const buildingId = await buildingFor(membership.committeeId, form.formType, formData);
      const outcome = await repo.updateForm(
        membership.committeeId,
        id,
        { formData, totalCents: 0, buildingId, modifiedBy: userId },
        now(),
      );
      if (outcome === "notFound") throw notFound();
      if (outcome === "notEditable") throw notEditable();
      return { id, formState: form.formState };
    },

    /** Cheap checks before an expense report's body is read: a member, and an editable form. */
    async expenseGate(userId: string, id?: string) {
      const membership = await member(userId);
      if (id === undefined) return { membership, form: null };
      const form = await ownForm(membership, "expense-reports", id, userId);
      if (!isEditableFormState(form.formState)) throw notEditable();
      return { membership, form };
    },

    /**
     * POST /api/expense-reports/create: validates the received report and writes it. Its receipts
     * are already stored; whenever the report is not written they are deleted.
     */
    async createExpense(userId: string, membership: Membership, received: ReceivedExpenseReport) {
      try {
        const at = now();
        const { formType, formData } = expenseData(received, new Map(), at);
        const buildingId = await buildingFor(membership.committeeId, formType, formData);
        return await db.transaction((tx) =>
          repo.insertForm(
            {
              committeeId: membership.committeeId,
              authorId: userId,
              formType,
              formData,
              totalCents: 0,
              buildingId,
              dueAt: dueAt(at, FORM_REVIEW_DAYS),
            },
            received.receipts,
            at,
            tx,
          ),
        );
      } catch (error) {
        await deleteStored(files, received.receipts);
        throw error;
      }
    },

    /**
     * PUT /api/expense-reports/:id: the new data; receipts named again are kept, new ones added, the
     * rest removed (their files after the change is committed).
     */
    async updateExpense(
      userId: string,
      membership: Membership,
      form: FormRow,
      received: ReceivedExpenseReport,
    ) {
      let removed: Awaited<ReturnType<CommitteeFormsRepository["receiptsOf"]>> = [];
      try {
        const at = now();
        const existing = await repo.receiptsOf(form.id);
        const kept = new Map(
          existing.map((r) => [
            r.id,
            {
              id: r.id,
              originalName: r.originalName,
              uploadedAt: r.uploadedAt.toISOString(),
              contentType: r.contentType,
              size: r.size,
            },
          ]),
        );
        const { formType, formData, keptIds } = expenseData(received, kept, at);
        if (formType !== form.formType) throw invalid({ formType: "validation.invalid" });
        const buildingId = await buildingFor(membership.committeeId, formType, formData);
        const gone = existing.filter((r) => !keptIds.has(r.id));
        await db.transaction(async (tx) => {
          const outcome = await repo.updateForm(
            membership.committeeId,
            form.id,
            { formData, totalCents: 0, buildingId, modifiedBy: userId },
            at,
            tx,
          );
          if (outcome === "notFound") throw notFound();
          if (outcome === "notEditable") throw notEditable();
          await repo.insertReceipts(form.id, received.receipts, at, tx);
          await repo.deleteReceipts(
            gone.map((r) => r.id),
            tx,
          );
        });
        removed = gone;
      } catch (error) {
        await deleteStored(files, received.receipts);
        throw error;
      }
      await deleteStored(files, removed);
      return { id: form.id, formState: form.formState };
    },

    /**
     * PATCH …/:id: publish (committee forms) or submit (expense forms): Draft or Rejected to
     * AwaitingApproval, with a review link mailed to the moderator. The form must be complete now
     * (400 with its fields under `formData.` otherwise); what is sent is checked on the locked row,
     * stored as the complete schema wrote it, with its sender. Of two at once one wins; the other
     * is 409.
     */
    async send(
      userId: string,
      family: FormFamily,
      id: string,
    ): Promise<{ id: string; formState: FormState }> {
      const membership = await member(userId);
      const seen = await ownForm(membership, family, id, userId);
      if (!FORM_WORKFLOW.allows(seen.formState, "AwaitingApproval")) throw notEditable();
      const at = now();
      const actor: Actor = { kind: "tenant", userId };
      await db.transaction(async (tx) => {
        const form = await repo.lockedForm(membership.committeeId, id, tx);
        if (!form) throw notFound();
        if (form.formState !== seen.formState)
          throw new StaleStateError(id, seen.formState, "AwaitingApproval");
        // Checked again as it is sent: a meeting's notice period runs out while a draft waits.
        const { formData, totalCents } = completed(form);
        const buildingId = await buildingFor(membership.committeeId, form.formType, formData, tx);
        const sender = await repo.author(userId, tx);
        const sent = { ...form, formData };
        const mail = await reviewRequest(sent, at, tx, sender?.name ?? null);
        const moved = await repo.moveState(
          {
            id,
            from: form.formState,
            to: "AwaitingApproval",
            actor,
            at,
            messages: [mail],
            scope: undefined,
          },
          tx,
        );
        if (!moved) throw notFound();
        await repo.markSent(id, { formData, totalCents, buildingId, sentBy: userId }, tx);
        await repo.setDue(id, dueAt(at, FORM_REVIEW_DAYS), tx);
      });
      return { id, formState: "AwaitingApproval" };
    },

    /** GET /api/forms: the caller's own forms in their committee (none when not a member). */
    async list(userId: string): Promise<FormItem[]> {
      const at = now();
      const membership = await repo.membership(userId, todayInHelsinki(at));
      if (!membership) return [];
      const forms = await repo.ownForms(membership.committeeId, userId);
      const receipts = await repo.receiptsOfForms(
        forms.filter((f) => isExpenseFormType(f.formType)).map((f) => f.id),
      );
      return forms.map((f) => item(f, receipts, at));
    },

    /**
     * GET /api/forms/:id: a committee document of the caller's committee, or an expense report of
     * their own (another member's is 404: it holds her account number and address).
     */
    async get(userId: string, id: string): Promise<FormItem> {
      const membership = await member(userId);
      const form = await repo.form(membership.committeeId, id);
      if (!form || !mayHandle(form, userId)) throw notFound();
      const receipts = isExpenseFormType(form.formType) ? await repo.receiptsOf(form.id) : [];
      return item(form, receipts, now());
    },

    /** GET /api/form-review/:token: the form (no sign-in); 401 when the link has expired. */
    async review(token: string): Promise<FormReview> {
      const stored = await repo.token(hashReviewToken(token));
      if (!linkOpen(stored)) throw notFound();
      const at = now();
      if (stored.expiresAt <= at) throw new Refused(refuse("REVIEW_LINK_EXPIRED"));
      const form = await repo.formById(stored.formId);
      if (!form) throw notFound();
      return (await moderatorView(form, at)) as FormReview;
    },

    /**
     * GET /api/staff/committee-forms/:id: a form the queue lists (never a draft) in the staff
     * member's buildings, or 404.
     */
    async staffForm(staff: StaffPrincipal, id: string): Promise<StaffForm> {
      const form = await repo.formById(id);
      if (!inStaffQueue(staff, form)) throw notFound();
      return {
        ...(await moderatorView(form, now())),
        createdAt: form.createdAt.toISOString(),
        rejectionReason: form.rejectionReason,
      } as StaffForm;
    },

    /**
     * PATCH /api/staff/committee-forms/:id/approve and /reject: the moderator's decision from the
     * staff console, as the review link's (one conditional move, the author's mail, the reason),
     * by the staff member; the form's review links stop working. 404 outside the staff member's
     * buildings (or a draft), 409 STALE_STATE when it no longer awaits a decision.
     */
    async staffDecide(
      staff: StaffPrincipal,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
    ) {
      const at = now();
      return db.transaction(async (tx) => {
        const form = await repo.formById(id, tx);
        if (!inStaffQueue(staff, form)) throw notFound();
        if (form.formState !== "AwaitingApproval")
          throw new StaleStateError(form.id, "AwaitingApproval", form.formState);
        // The links first, as a link's decision takes its token before the form: one order of locks.
        await repo.retireTokens(form.id, at, tx);
        return applyDecision(form, decision, { kind: "staff", staffId: staff.staffId }, at, tx);
      });
    },

    approve: (token: string) => decide(token, { approve: true }),
    reject: (token: string, reason: string) => decide(token, { approve: false, reason }),

    /**
     * POST /api/form-review/resend/:token: a new link for a form still awaiting its decision,
     * mailed to the moderator's address on file only (never to the caller); at most
     * REVIEW_RESEND_LIMIT an hour per form.
     */
    async resend(token: string): Promise<void> {
      const stored = await repo.token(hashReviewToken(token));
      if (!linkOpen(stored)) throw notFound();
      const at = now();
      const since = new Date(at.getTime() - REVIEW_RESEND_WINDOW_MINUTES * 60_000);
      if ((await repo.resendsSince(stored.formId, since)) >= REVIEW_RESEND_LIMIT)
        throw new Refused(refuse("TOO_MANY_REQUESTS"));
      const form = await repo.formById(stored.formId);
      if (!form) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await repo.replaceToken(stored.id, at, tx))) throw notFound();
        const mail = await reviewRequest(form, at, tx);
        await createOutboxRepository(tx).enqueue(mail, at, tx);
      });
    },

    /** A receipt's bytes by its (already verified) signed link. */
    async receiptFile(id: string) {
      const receipt = await repo.receipt(id);
      if (!receipt) return refuse("NOT_FOUND");
      const file = await files.get(receipt.storageKey);
      if (!file) return refuse("NOT_FOUND");
      return {
        body: file.body,
        size: file.size,
        contentType: receipt.contentType,
        name: `kuitti.${receipt.extension}`,
      };
    },

    // Staff ------------------------------------------------------------------------------------

    async staffCommittees(staff: StaffPrincipal, building: string | undefined): Promise<StaffCommittee[]> {
      if (building && !seesBuilding(staff.buildings, building)) return [];
      const list = await repo.committeeIds(staff.buildings, building);
      return Promise.all(list.map((c) => staffCommittee(c.id, c.name)));
    },

    async createCommittee(staff: StaffPrincipal, name: string, buildingIds: string[]) {
      const unique = [...new Set(buildingIds)];
      for (const [i, buildingId] of unique.entries())
        if (!seesBuilding(staff.buildings, buildingId) || !(await repo.buildingExists(buildingId)))
          throw invalid({ [`buildingIds.${i}`]: "validation.invalid" });
      for (const [i, buildingId] of unique.entries())
        if (await repo.committeeOfBuilding(buildingId))
          throw invalid({ [`buildingIds.${i}`]: "validation.buildingHasCommittee" });
      const id = await repo.createCommittee(name, unique, now());
      return staffCommittee(id, name);
    },

    async addMember(staff: StaffPrincipal, id: string, email: string, role: CommitteeRole) {
      const { committee, buildings } = await seenCommittee(staff, id);
      const today = todayInHelsinki(now());
      const found = await repo.residentByEmail(
        email,
        buildings.map((b) => b.id),
        today,
      );
      if (!found || !found.resident) throw invalid({ email: "validation.notResident" });
      const existing = await repo.membership(found.userId, today);
      if (existing) throw invalid({ email: "validation.alreadyMember" });
      if (!(await repo.addMember(id, found.userId, role, now())))
        throw invalid({ email: "validation.alreadyMember" });
      return staffCommittee(id, committee.name);
    },

    async changeMember(staff: StaffPrincipal, id: string, userId: string, role: CommitteeRole) {
      const { committee } = await seenCommittee(staff, id);
      if (!(await repo.changeMember(id, userId, role))) throw notFound();
      return staffCommittee(id, committee.name);
    },

    async removeMember(staff: StaffPrincipal, id: string, userId: string) {
      const { committee } = await seenCommittee(staff, id);
      if (!(await repo.removeMember(id, userId))) throw notFound();
      return staffCommittee(id, committee.name);
    },

    staffCommittee,
    seenCommittee,
    buildingAllowance,

    async setAllowance(staff: StaffPrincipal, buildingId: string, year: number, allowanceCents: number) {
      if (!seesBuilding(staff.buildings, buildingId) || !(await repo.buildingExists(buildingId)))
        throw notFound();
      await repo.setAllowance(buildingId, year, allowanceCents, staff.staffId, now());
      return buildingAllowance(staff, buildingId, year);
    },
  };
}

export type CommitteeFormsService = ReturnType<typeof createCommitteeFormsService>;
