import type { ReactNode } from "react";
import styles from "./SideLayout.module.css";

/**
 * A page's body on the 12-column grid: the main column (8 columns) and a side column (4) for
 * related actions, contacts and help. On a phone the side column follows the main one. Without
 * `side` the main column spans the grid. `sideLabel` names the side column as a complementary
 * landmark for screen readers.
 */
export function SideLayout({
  children,
  side,
  sideLabel,
}: {
  children: ReactNode;
  side?: ReactNode;
  sideLabel?: string;
}) {
  return (
    <div className={styles.grid}>
      <div className={side ? styles.main : styles.full}>{children}</div>
      {side && (
        <aside className={styles.side} aria-label={sideLabel}>
          {side}
        </aside>
      )}
    </div>
  );
}

/** Cards stacked with the grid's gap between them, in either column. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
