// Committee forms as a kind of the staff's handling queue (queue/sources.repository.ts): never
// drafts; a moderator decides them on the form's own review page.
import type { Language } from "@portal/schemas/common";
import { eq, ne, sql } from "drizzle-orm";
import { FORM_TYPES, type FormState } from "@portal/schemas/committee-forms.constants";
import { queueKind, type WorkItemState } from "@portal/schemas/queue.constants";
import { committeeForms, committeeFormStateChanges } from "../../db/schema/committees.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import type { QueueSource } from "../queue/index.ts";
import { createWorkflowRepository } from "../workflow/index.ts";

/** A committee form's states are stored as the wire names them. */
const formStates = {
  stored: (state: WorkItemState) => state,
  wire: (stored: string) => stored as WorkItemState,
};

/**
 * A committee form's headline as SQL: the same rule as the module's headline() (a plan's or
 * report's year, an expense report's event name, else the form's name).
 */
const formHeadline = sql<string>`coalesce(case
  when ${committeeForms.formType} in ('ActionPlan', 'ActionReport') then ${committeeForms.formData}->>'year'
  when ${committeeForms.formType} in ('GeneralExpenseReport', 'TravelExpenseReport') then ${committeeForms.formData}->'event'->>'name'
  else ${committeeForms.formData}->>'name' end, '')`;

/**
 * A short text of a committee form for the queue's search: an invitation's description, the first
 * activity of a plan or report, the first item of minutes, the first purchase of an expense
 * report; at most 300 characters.
 */
const formSummary = sql<string>`left(coalesce(
  ${committeeForms.formData}->>'description',
  ${committeeForms.formData}->'activities'->0->>'name',
  ${committeeForms.formData}->'items'->0->>'title',
  ${committeeForms.formData}->'purchaseReports'->0->>'report',
  ''), 300)`;

export const committeeFormsSource: QueueSource & { kind: "committee-forms" } = {
  kind: "committee-forms",
  table: committeeForms,
  id: committeeForms.id,
  subject: formHeadline,
  description: formSummary,
  state: committeeForms.formState,
  buildingId: committeeForms.buildingId,
  contractId: null,
  userId: committeeForms.authorId,
  assigneeId: committeeForms.assigneeId,
  dueAt: committeeForms.dueAt,
  createdAt: committeeForms.createdAt,
  updatedAt: committeeForms.updatedAt,
  language: sql<Language>`(select ${userAccounts.language} from ${userAccounts} where ${userAccounts.id} = ${committeeForms.authorId})`,
  // A draft is the committee's own until it is published or submitted.
  visible: ne(committeeForms.formState, "Draft"),
  category: sql<string>`${committeeForms.formType}`,
  categoryIs: (value) =>
    (FORM_TYPES as readonly string[]).includes(value)
      ? eq(committeeForms.formType, value as (typeof FORM_TYPES)[number])
      : null,
  ...formStates,
  states: (db) =>
    createWorkflowRepository(db, {
      workflow: queueKind("committee-forms").workflow,
      records: committeeForms,
      stateKey: "formState",
      stored: formStates.stored,
      history: committeeFormStateChanges,
      historyState: committeeFormStateChanges.state,
      historyOf: committeeFormStateChanges.formId,
      historyRow: (formId, state, at, actor) => ({
        formId,
        state: state as FormState,
        at,
        ...actor,
      }),
    }),
};
