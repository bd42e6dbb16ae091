import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./Dialog.module.css";

type Props = {
  /** The dialog's heading; it also names the dialog. */
  title: string;
  /** Called when the tenant closes the dialog (Escape or a closing button). */
  onClose: () => void;
  /** success shows a check mark, error an exclamation mark beside the heading. */
  tone?: "success" | "error";
  children: ReactNode;
};

/**
 * A modal over the page: the browser's own <dialog> opened with showModal(), so the page behind
 * is inert, Tab stays inside and Escape closes it. Focus goes to the heading so that a screen
 * reader starts from the message, and comes back to where it was when the dialog closes.
 */
export function Dialog({ title, onClose, tone, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    headingRef.current?.focus();
    // Unmounting removes the element, which ends the modal; calling close() here would fire onClose.
    return () => {
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
    >
      <div className={styles.head}>
        {tone && (
          <span className={[styles.icon, styles[tone]].join(" ")} aria-hidden="true">
            {tone === "success" ? "✓" : "!"}
          </span>
        )}
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
      </div>
      <div id={`${id}-body`} className={styles.body}>
        {children}
      </div>
    </dialog>
  );
}
