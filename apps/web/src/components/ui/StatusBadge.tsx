import styles from "./StatusBadge.module.css";

type Status = "Sent" | "InProgress" | "Ready";

/** A fault report's or message's handling state as a coloured label; the text says it, the colour helps. */
export function StatusBadge({ status, label }: { status: Status; label: string }) {
  return <span className={[styles.badge, styles[status]].join(" ")}>{label}</span>;
}
