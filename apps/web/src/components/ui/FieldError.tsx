import styles from "./TextField.module.css";

/** Shown under a field and tied to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <span aria-hidden="true">!</span>
      {message}
    </p>
  );
}
