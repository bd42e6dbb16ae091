import type { ReactNode } from "react";
import styles from "./FactList.module.css";

export type Fact = { label: string; value: ReactNode; key?: string };

/**
 * Label–value pairs as a description list; on a wide screen the labels sit in a column of their own,
 * unless `stacked` (for narrow cards, where phone numbers and addresses need the whole width).
 */
export function FactList({
  facts,
  className,
  stacked = false,
}: {
  facts: readonly Fact[];
  className?: string;
  stacked?: boolean;
}) {
  return (
    <dl className={[styles.list, stacked ? styles.stacked : "", className ?? ""].join(" ")}>
      {facts.map((fact) => (
        <div key={fact.key ?? fact.label} className={styles.row}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
