import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import styles from "./TextField.module.css";

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required"> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
};

/** The ids a field's parts share: the input, its hint and its error, joined for aria-describedby. */
export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, describedBy: describedBy || undefined };
}

/** A labelled input; the asterisk sits outside the label so that the field's name is the label text. */
export function TextField({
  label,
  registration,
  error,
  hint,
  required = false,
  className,
  ...input
}: FieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={[styles.field, className ?? ""].join(" ")}>
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
      <input
        id={ids.id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
        {...registration}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
