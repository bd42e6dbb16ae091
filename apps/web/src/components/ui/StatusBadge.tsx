import type { Workflow } from "@portal/schemas/workflow.constants";
import styles from "./StatusBadge.module.css";

/**
 * A workflow state as a coloured label: the text says it, the colour (the state's tone in the
 * workflow's table in @portal/schemas) helps.
 */
export function StatusBadge<S extends string>({
  workflow,
  state,
  label,
}: {
  workflow: Workflow<S>;
  state: S;
  label: string;
}) {
  return <span className={[styles.badge, styles[workflow.tones[state]]].join(" ")}>{label}</span>;
}
