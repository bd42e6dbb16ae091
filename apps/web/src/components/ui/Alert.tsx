import type { ReactNode } from "react";
import styles from "./Alert.module.css";

/**
 * A message about the whole form or step. The live region is always in the page so that a message
 * appearing in it is announced; `tone` only changes the look.
 */
export function Alert({
  children,
  message,
  tone = "error",
}: {
  children?: ReactNode;
  /** A one-paragraph message, such as a form's last refusal; none leaves the region empty. */
  message?: string | undefined;
  tone?: "error" | "success" | "info";
}) {
  const content = children ?? (message && <p>{message}</p>);
  return (
    <div role={tone === "error" ? "alert" : "status"} className={styles.slot}>
      {content && <div className={[styles.box, styles[tone]].join(" ")}>{content}</div>}
    </div>
  );
}
