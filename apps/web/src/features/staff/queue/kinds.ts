import { useTranslation } from "react-i18next";
import {
  queueKind,
  WORK_ITEM_KINDS,
  WORK_ITEM_STATES,
  type WorkItemKind,
  type WorkItemState,
} from "@portal/schemas/queue.constants";

/** Whether a path segment names a kind of the queue. */
export const isKind = (value: string): value is WorkItemKind =>
  (WORK_ITEM_KINDS as readonly string[]).includes(value);

/** A kind's state as its catalog names it (QUEUE_KINDS labels: `<ns>:<prefix>.<State>`). */
export function useStateLabel(): (kind: WorkItemKind, state: WorkItemState) => string {
  const { t } = useTranslation();
  return (kind, state) => {
    const { ns, prefix } = queueKind(kind).labels;
    return t(`${prefix}.${state}`, { ns });
  };
}

/**
 * The state filter's choices: the selected kind's states, or every kind's, each once and labelled
 * by the first kind that has it.
 */
export function stateChoices(kind: string | undefined): { kind: WorkItemKind; state: WorkItemState }[] {
  if (kind && isKind(kind)) return queueKind(kind).workflow.states.map((state) => ({ kind, state }));
  return WORK_ITEM_STATES.map((state) => ({
    kind: WORK_ITEM_KINDS.find((k) => queueKind(k).workflow.isState(state)) ?? WORK_ITEM_KINDS[0],
    state,
  }));
}
