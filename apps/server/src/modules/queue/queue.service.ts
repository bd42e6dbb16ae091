import type { Page } from "@portal/schemas/page";
import type { QueueItem, QueueQuery, QueueSummary, WorkItemDetail } from "@portal/schemas/queue";
import {
  isOpenState,
  queueKind,
  WORK_ITEM_KINDS,
  WORK_ITEM_PERMISSIONS,
  type WorkItemKind,
  type WorkItemState,
} from "@portal/schemas/queue.constants";
import { hasPermission } from "../../access/access.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { StaleStateError } from "../../lib/workflow.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import type { OutboxMessage } from "../outbox/index.ts";
import type { QueueRepository, QueueRow } from "./queue.repository.ts";
import type { WorkItemSources } from "./sources.repository.ts";
import { queueMessages } from "./queue.messages.ts";

const MINUTE_MS = 60_000;

/** The kinds whose items the staff member's roles handle. */
export const kindsOf = (staff: StaffPrincipal): WorkItemKind[] =>
  WORK_ITEM_KINDS.filter((kind) => hasPermission(staff.roles, WORK_ITEM_PERMISSIONS[kind]));

const attachmentName = (position: number, extension: string) => `liite-${position}.${extension}`;

export type AssignResult =
  { assignee: { id: string; name: string } | null } | Refusal<"NOT_FOUND" | "VALIDATION">;

export function createQueueService({
  repo,
  sources,
  files,
  now,
  publicUrl,
}: {
  repo: QueueRepository;
  /** Each kind's source: its state mail, if the kind's tenant hears of its moves. */
  sources: WorkItemSources;
  files: FileStore;
  now: () => Date;
  /** The portal's address, for the link in the tenant's mail. */
  publicUrl: string;
}) {
  const reader = (staff: StaffPrincipal) => ({ staffId: staff.staffId, buildings: staff.buildings });

  function row(r: QueueRow, at: Date): QueueItem {
    const state = r.state;
    return {
      kind: r.kind,
      id: r.id,
      subject: r.subject,
      category: r.category,
      building: { id: r.buildingId, name: r.buildingName },
      state,
      createdAt: r.createdAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      overdue: isOpenState(r.kind, state) && r.dueAt.getTime() < at.getTime(),
      ageMinutes: Math.max(0, Math.floor((at.getTime() - r.createdAt.getTime()) / MINUTE_MS)),
      assignee: r.assigneeId && r.assigneeName ? { id: r.assigneeId, name: r.assigneeName } : null,
    };
  }

  return {
    /** One page of the queue: the kinds the staff member handles, in their buildings. */
    async page(
      staff: StaffPrincipal,
      query: QueueQuery,
    ): Promise<Page<QueueItem> & { totalCapped: boolean }> {
      const at = now();
      const page = await repo.page(kindsOf(staff), query, reader(staff), at);
      return { ...page, items: page.items.map((r) => row(r, at)) };
    },

    async summary(staff: StaffPrincipal): Promise<QueueSummary> {
      const [kinds, buildings] = await Promise.all([
        repo.summary(kindsOf(staff), reader(staff), now()),
        repo.buildingsInReach(staff.buildings),
      ]);
      return { kinds, buildings };
    },

    /** The whole item, or NOT_FOUND when there is none in the staff member's buildings. */
    async detail(
      staff: StaffPrincipal,
      kind: WorkItemKind,
      id: string,
    ): Promise<WorkItemDetail | Refusal<"NOT_FOUND">> {
      const item = await repo.item(kind, id, staff.buildings);
      if (!item) return refuse("NOT_FOUND");
      const at = now();
      const state = item.state;
      const { workflow } = queueKind(kind);
      const [history, fault, subcategory, attachments, assignees] = await Promise.all([
        repo.history(kind, id),
        kind === "fault-reports" ? repo.faultFields(id) : null,
        kind === "messages" || kind === "accessibility-feedback" ? repo.messageSubcategory(id) : null,
        kind === "fault-reports" ? repo.attachments(id) : [],
        repo.handlers(kind, item.building.id),
      ]);
      const names = await repo.actorNames(history.map((h) => h.actor));
      return {
        kind,
        id: item.id,
        subject: item.subject,
        description: item.description,
        category: item.category,
        subcategory,
        language: item.language,
        state,
        next: [...workflow.next(state)],
        createdAt: item.createdAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
        dueAt: item.dueAt.toISOString(),
        overdue: isOpenState(kind, state) && item.dueAt.getTime() < at.getTime(),
        assignee:
          item.assigneeId && item.assigneeName ? { id: item.assigneeId, name: item.assigneeName } : null,
        viewerId: staff.staffId,
        assignees,
        sender: {
          name: `${item.senderFirstName} ${item.senderLastName}`,
          email: item.senderEmail,
          phone: item.senderPhone,
          customerNumber: item.senderCustomerNumber,
        },
        building: item.building,
        apartment: item.apartment,
        contract: item.contract,
        fault,
        attachments: attachments.map((a) => ({
          id: a.id,
          name: attachmentName(a.position, a.extension),
          contentType: a.contentType,
          size: a.size,
          url: `/api/staff/queue/${kind}/${id}/attachments/${a.id}`,
        })),
        history: history.map((h) => ({
          state: h.state,
          at: h.at.toISOString(),
          actor: {
            kind: h.actor.kind,
            name:
              h.actor.kind === "tenant"
                ? (names.get(h.actor.userId) ?? null)
                : h.actor.kind === "staff"
                  ? (names.get(h.actor.staffId) ?? null)
                  : null,
          },
        })),
      };
    },

    /** An attachment's bytes of a fault report in the staff member's buildings, or NOT_FOUND. */
    async attachment(staff: StaffPrincipal, kind: WorkItemKind, id: string, attachmentId: string) {
      if (kind !== "fault-reports" || !(await repo.item(kind, id, staff.buildings)))
        return refuse("NOT_FOUND");
      const row = (await repo.attachments(id)).find((a) => a.id === attachmentId);
      if (!row) return refuse("NOT_FOUND");
      const stored = await files.get(row.storageKey);
      if (!stored) return refuse("NOT_FOUND");
      return { ...stored, contentType: row.contentType, name: attachmentName(row.position, row.extension) };
    },

    /**
     * Hands the item from the assignee the client saw to another (or nobody). The new assignee must
     * handle the kind in the item's building. Throws StaleStateError (409) when someone changed the
     * assignee first.
     */
    async assign(
      staff: StaffPrincipal,
      kind: WorkItemKind,
      id: string,
      { from, staffId }: { from: string | null; staffId: string | null },
    ): Promise<AssignResult> {
      const item = await repo.inReach(kind, id, staff.buildings);
      if (!item) return refuse("NOT_FOUND");
      let assignee: { id: string; name: string } | null = null;
      if (staffId !== null) {
        assignee = (await repo.handlers(kind, item.buildingId)).find((h) => h.id === staffId) ?? null;
        if (!assignee) return refuse("VALIDATION", { fields: { staffId: "validation.invalid" } });
      }
      const result = await repo.assign(kind, id, from, staffId, staff.buildings, now());
      if (result === "missing") return refuse("NOT_FOUND");
      if (result === "stale") throw new StaleStateError(id, String(from), String(staffId));
      return { assignee };
    },

    /**
     * Moves the item's state by its kind's workflow: "moved", VALIDATION on `to` for a move the
     * workflow does not list, NOT_FOUND when there is no such item in the staff member's buildings;
     * StaleStateError when it is no longer in `from`.
     */
    async moveState(
      staff: StaffPrincipal,
      kind: WorkItemKind,
      id: string,
      from: WorkItemState,
      to: WorkItemState,
    ): Promise<"moved" | Refusal<"VALIDATION" | "NOT_FOUND">> {
      if (!queueKind(kind).workflow.allows(from, to))
        return refuse("VALIDATION", { fields: { to: "validation.transitionNotAllowed" } });
      // A kind decided by its own calls is not moved here (QueueKind.sharedItem).
      if (queueKind(kind).sharedItem === false) return refuse("NOT_FOUND");
      const item = await repo.item(kind, id, staff.buildings);
      if (!item) return refuse("NOT_FOUND");
      const at = now();
      const mail = sources[kind].stateMail;
      const messages: OutboxMessage[] = mail
        ? [
            {
              recipient: item.senderEmail,
              template: queueMessages["state-changed"],
              language: item.language,
              data: {
                id,
                kind: mail.kind,
                state: to,
                firstName: item.senderFirstName,
                link: new URL(mail.page(id), publicUrl).toString(),
                changedAt: at.toISOString(),
                // Mail may pass through other hands: a protection-order tenant's says only the state.
                ...(item.senderProtectionOrder ? {} : { title: item.subject }),
              },
            },
          ]
        : [];
      const moved = await repo.moveState(
        kind,
        { id, from, to, actor: { kind: "staff", staffId: staff.staffId }, at, messages },
        staff.buildings,
      );
      return moved ? "moved" : refuse("NOT_FOUND");
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;
