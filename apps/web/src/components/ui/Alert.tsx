import type { ReactNode } from "react";
import styles from "./Alert.module.css";

/**
 * A message about the whole form or step. The live region is always in the page so that a message
 * appearing in it is announced; `tone` only changes the look.
 */
export function Alert({
  children,
  tone = "error",
}: {
  children?: ReactNode;
  tone?: "error" | "success" | "info";
}) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={styles.slot}>
      {children && <div className={[styles.box, styles[tone]].join(" ")}>{children}</div>}
    </div>
  );
}
