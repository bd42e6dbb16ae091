import styles from "./TextField.module.css";

/** The asterisk is decoration; the field itself carries aria-required and the form explains the mark. */
export function RequiredMark() {
  return (
    <span className={styles.asterisk} aria-hidden="true">
      *
    </span>
  );
}
