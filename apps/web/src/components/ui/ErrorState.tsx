import type { ReactNode } from "react";
import styles from "./State.module.css";

/** A failed load: says what happened and offers the way on (retry or home). */
export function ErrorState({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.error}>
      {title && <h2>{title}</h2>}
      {children}
    </div>
  );
}
