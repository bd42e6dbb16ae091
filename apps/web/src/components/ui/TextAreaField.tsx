import type { TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { useFieldIds } from "./TextField.tsx";
import styles from "./TextField.module.css";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required"> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
};

/** A labelled multi-line text, with the same hint, asterisk and error as a TextField. */
export function TextAreaField({ label, registration, error, hint, required = false, ...area }: Props) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
        {required && <RequiredMark />}
      </span>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={ids.id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...area}
        {...registration}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
