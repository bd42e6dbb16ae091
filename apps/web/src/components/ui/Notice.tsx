import type { ReactNode } from "react";
import styles from "./Notice.module.css";

export type NoticeTone = "info" | "success" | "warning" | "error";

const ICONS: Record<NoticeTone, string> = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z",
  warning: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z",
};

/**
 * A banner with a meaning: information (blue), success (green), warning (yellow) or error (red),
 * with an icon so the colour is never the only sign. Static: a message that appears after an
 * action belongs in `Alert`, whose live region announces it. `label` is the visually shown kind
 * ("Important", "Notice"); `title` a heading inside it.
 */
export function Notice({
  tone = "info",
  title,
  titleLevel = 2,
  label,
  children,
  actions,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  titleLevel?: 2 | 3;
  label?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Heading = titleLevel === 2 ? "h2" : "h3";
  return (
    <div className={`${styles.notice} ${styles[tone]}`} data-tone={tone}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[tone]} />
      </svg>
      <div className={styles.body}>
        {label && <p className={styles.label}>{label}</p>}
        {title && <Heading className={styles.title}>{title}</Heading>}
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
