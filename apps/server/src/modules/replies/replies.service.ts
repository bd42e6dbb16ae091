import type { Language } from "@portal/schemas/common";
import type {
  AnswerCreated,
  ConversationResponse,
  ReplyTemplate,
  StaffConversationResponse,
} from "@portal/schemas/replies";
import type { ReplyItemKind } from "@portal/schemas/replies.constants";
import type { Db } from "../../db/client.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { HOUR_MS, wireStatus } from "../../lib/handling-status.ts";
import { StaleStateError } from "../../lib/workflow.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import { recordIntegrationEvent } from "../integration/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import type { RepliesRepository, ReplyItem, TenantRef } from "./replies.repository.ts";
import { repliesMessages } from "./replies.messages.ts";

/** Answers an account may send in an hour: a lively conversation, not a flood. */
export const ANSWERS_PER_HOUR = 20;

export interface RepliesDeps {
  db: Db;
  repo: RepliesRepository;
  now: () => Date;
  /** Where browsers reach the portal: the mail links to the item's page there. */
  publicUrl: string;
}

/** The tenant's page of each kind of item, as the web's route manifest names it. */
const TENANT_PAGES: Record<ReplyItemKind, (id: string) => string> = {
  "fault-reports": (id) => `/asuminen/vikailmoitus/${id}`,
  messages: (id) => `/ota-yhteytta/viestit/${id}`,
};

/** A staff member's first name: what a tenant sees of who answered. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function createRepliesService({ db, repo, now, publicUrl }: RepliesDeps) {
  const outbox = createOutboxRepository(db);
  const link = (kind: ReplyItemKind, id: string) => new URL(TENANT_PAGES[kind](id), publicUrl).toString();

  /**
   * Writes a staff member's reply or note on an item in their reach (in `language`, by default the
   * item's), and what `after` adds, in one transaction: the entry's id and time, or NOT_FOUND
   * outside the staff member's reach.
   */
  async function staffEntry(
    kind: ReplyItemKind,
    id: string,
    staff: StaffPrincipal,
    entry: { kind: "reply" | "note"; body: string; language?: Language | undefined },
    after?: (item: ReplyItem, at: Date, tx: Db, entryId: string) => Promise<void>,
  ) {
    const at = now();
    return db.transaction(async (tx) => {
      const item = await repo.findForStaff(kind, id, staff.buildings, tx);
      if (!item) return refuse("NOT_FOUND");
      const entryId = await repo.insert(
        kind,
        id,
        {
          kind: entry.kind,
          body: entry.body,
          language: entry.language ?? item.language,
          actor: { kind: "staff", staffId: staff.staffId },
        },
        at,
        tx,
      );
      await after?.(item, at, tx, entryId);
      return { id: entryId, at: at.toISOString() };
    });
  }

  return {
    /**
     * A staff reply to the tenant, in the given language or the item's, and the mail in the
     * item's language that tells the tenant of it (without the reply's text for a tenant with a
     * protection order), in one transaction. NOT_FOUND when the item is not in the staff member's reach.
     */
    reply(
      kind: ReplyItemKind,
      id: string,
      staff: StaffPrincipal,
      { body, language }: { body: string; language?: Language | undefined },
    ) {
      return staffEntry(kind, id, staff, { kind: "reply", body, language }, async (item, at, tx, entryId) => {
        // A fault report's answer goes to the company's systems too, through the event feed.
        if (kind === "fault-reports")
          await recordIntegrationEvent(tx, {
            type: "fault-report.answered",
            subject: `fault-report:${id}`,
            occurredAt: at,
            data: {
              faultReportId: id,
              replyId: entryId,
              status: wireStatus(item.status),
              body,
              language: language ?? item.language,
            },
          });
        const tenant = await repo.recipient(item.userId, tx);
        if (!tenant) return;
        await outbox.enqueue(
          {
            recipient: tenant.email,
            template: repliesMessages["reply-waiting"],
            language: item.language,
            data: {
              id,
              kind: kind === "fault-reports" ? "fault-report" : "message",
              firstName: tenant.firstName,
              link: link(kind, id),
              changedAt: at.toISOString(),
              ...(tenant.protectionOrder ? {} : { title: item.title, body }),
            },
          },
          at,
          tx,
        );
      });
    },

    /** An internal note: staff read it, the tenant never does. NOT_FOUND outside the staff member's reach. */
    note(kind: ReplyItemKind, id: string, staff: StaffPrincipal, body: string) {
      return staffEntry(kind, id, staff, { kind: "note", body });
    },

    /** Replies, notes and answers as staff see them, or NOT_FOUND outside the staff member's reach. */
    async staffConversation(
      kind: ReplyItemKind,
      id: string,
      staff: StaffPrincipal,
    ): Promise<StaffConversationResponse | Refusal<"NOT_FOUND">> {
      const item = await repo.findForStaff(kind, id, staff.buildings);
      if (!item) return refuse("NOT_FOUND");
      const rows = await repo.conversation(kind, id, { notes: true });
      return {
        language: item.language,
        status: wireStatus(item.status),
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          body: row.body,
          language: row.language,
          at: row.at.toISOString(),
          from: row.actorKind === "tenant" ? "tenant" : "staff",
          author: (row.actorKind === "tenant" ? row.tenantFirstName : row.staffName) ?? "",
        })),
      };
    },

    /**
     * The tenant's conversation: staff replies (first name and role of the writer, never more)
     * and the tenant's answers, oldest first. Internal notes are never read here. NOT_FOUND when
     * the item is not the tenant's.
     */
    async tenantConversation(
      kind: ReplyItemKind,
      id: string,
      tenant: TenantRef,
    ): Promise<ConversationResponse | Refusal<"NOT_FOUND">> {
      const item = await repo.findForTenant(kind, id, tenant);
      if (!item) return refuse("NOT_FOUND");
      const rows = await repo.conversation(kind, id, { notes: false });
      const items = rows
        .filter((row) => row.kind !== "note")
        .map((row) => ({
          id: row.id,
          kind: row.kind === "answer" ? ("answer" as const) : ("reply" as const),
          body: row.body,
          at: row.at.toISOString(),
          from: row.actorKind === "tenant" ? ("tenant" as const) : ("staff" as const),
          firstName:
            row.actorKind === "tenant" ? (row.tenantFirstName ?? "") : firstNameOf(row.staffName ?? ""),
          role: row.actorKind === "tenant" ? null : row.role,
        }));
      return { items, canAnswer: items.some((entry) => entry.kind === "reply") };
    },

    /**
     * The tenant answers a reply: the answer is stored and a completed item goes back to handling
     * (Ready → InProgress by the workflow kit, the history naming the tenant), in one transaction.
     * NOT_FOUND when the item is not the tenant's; CONFLICT when there is nothing to answer yet;
     * TOO_MANY_REQUESTS when the account has sent ANSWERS_PER_HOUR answers in the last hour.
     */
    async answer(
      kind: ReplyItemKind,
      id: string,
      tenant: TenantRef,
      body: string,
    ): Promise<AnswerCreated | Refusal<"NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS">> {
      const at = now();
      return db.transaction(async (tx) => {
        const item = await repo.findForTenant(kind, id, tenant, tx);
        if (!item) return refuse("NOT_FOUND");
        const replied = (await repo.conversation(kind, id, { notes: false }, tx)).some(
          (row) => row.kind === "reply",
        );
        if (!replied) return refuse("CONFLICT");
        if (
          (await repo.answersSince(tenant.userId, new Date(at.getTime() - HOUR_MS), tx)) >= ANSWERS_PER_HOUR
        )
          return refuse("TOO_MANY_REQUESTS");
        let status = wireStatus(item.status);
        if (status === "Ready") {
          try {
            await repo.moveState(
              kind,
              {
                id,
                from: "Ready",
                to: "InProgress",
                actor: { kind: "tenant", userId: tenant.userId },
                at,
                scope: repo.tenantScope(kind, tenant),
              },
              tx,
            );
            status = "InProgress";
          } catch (error) {
            // Someone moved it meanwhile (staff reopened it): the answer stands all the same.
            if (!(error instanceof StaleStateError)) throw error;
            const now = await repo.findForTenant(kind, id, tenant, tx);
            if (now) status = wireStatus(now.status);
          }
        }
        const answerId = await repo.insert(
          kind,
          id,
          { kind: "answer", body, language: item.language, actor: { kind: "tenant", userId: tenant.userId } },
          at,
          tx,
        );
        return { id: answerId, status };
      });
    },

    templates: (language?: Language): Promise<ReplyTemplate[]> => repo.templates(language),
    createTemplate: (template: Omit<ReplyTemplate, "id">) => repo.createTemplate(template, now()),
    async updateTemplate(
      id: string,
      template: Omit<ReplyTemplate, "id">,
    ): Promise<ReplyTemplate | Refusal<"NOT_FOUND">> {
      return (await repo.updateTemplate(id, template, now())) ?? refuse("NOT_FOUND");
    },
    async deleteTemplate(id: string): Promise<"deleted" | Refusal<"NOT_FOUND">> {
      return (await repo.deleteTemplate(id)) ? "deleted" : refuse("NOT_FOUND");
    },
  };
}
export type RepliesService = ReturnType<typeof createRepliesService>;
