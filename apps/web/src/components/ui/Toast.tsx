import { useTranslation } from "react-i18next";
import { TOAST_WIDTH_PX, type ToastMessage } from "../../lib/useToast.ts";
import styles from "./Toast.module.css";

const ICONS = { success: "✓", error: "!", info: "i" } as const;

/**
 * A short notification at the bottom of the screen; it hides by itself after 10 seconds (useToast).
 * Success and info are polite (status); an error interrupts (alert) and is only in the page while shown.
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | undefined; onDismiss: () => void }) {
  const { t } = useTranslation("common");
  const body = toast && (
    <div key={toast.id} className={[styles.toast, styles[toast.kind]].join(" ")} data-kind={toast.kind}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={t("toast.close")}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  return (
    <div className={styles.region} style={{ maxWidth: TOAST_WIDTH_PX }} data-print="hide">
      <div role="status">{toast && toast.kind !== "error" && body}</div>
      {toast?.kind === "error" && <div role="alert">{body}</div>}
    </div>
  );
}
