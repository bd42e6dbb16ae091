import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_WIDTH_PX, type ToastMessage } from "../../lib/useToast.ts";
import styles from "./Toast.module.css";

const ICONS = { success: "✓", error: "!", info: "i" } as const;

/**
 * A short notification at the bottom of the screen; it hides by itself after 10 seconds (useToast).
 * Success and info are polite (status); an error interrupts (alert) and is only in the page while shown.
 *
 * While it is shown the document keeps room for it (WCAG 2.4.11 Focus Not Obscured): a
 * scroll-padding-bottom of its height, so the browser scrolls a focused element into view above it,
 * and as much space after the footer, so the page's last element can scroll clear of it.
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | undefined; onDismiss: () => void }) {
  const { t } = useTranslation("common");
  const region = useRef<HTMLDivElement>(null);
  const shown = toast !== undefined;
  useLayoutEffect(() => {
    const element = region.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const keepRoom = () => {
      // From the box's top to the window's bottom: its height and the gap below it.
      const room = Math.ceil(window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty("scroll-padding-bottom", `${Math.max(room, 0)}px`);
      document.body.style.setProperty("padding-bottom", `${Math.max(room, 0)}px`);
    };
    keepRoom();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(keepRoom) : undefined;
    observer?.observe(element);
    window.addEventListener("resize", keepRoom);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", keepRoom);
      root.style.removeProperty("scroll-padding-bottom");
      document.body.style.removeProperty("padding-bottom");
    };
  }, [shown, toast?.id]);
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
    <div ref={region} className={styles.region} style={{ maxWidth: TOAST_WIDTH_PX }} data-print="hide">
      <div role="status">{toast && toast.kind !== "error" && body}</div>
      {toast?.kind === "error" && <div role="alert">{body}</div>}
    </div>
  );
}
