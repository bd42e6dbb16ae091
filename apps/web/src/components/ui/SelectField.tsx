import type { SelectHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { useFieldIds } from "./TextField.tsx";
import styles from "./TextField.module.css";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Valitse'), for a field with no answer until the tenant picks one. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
};

/** A labelled native select: the browser's own list works with every keyboard and screen reader. */
export function SelectField({
  label,
  registration,
  options,
  placeholder,
  error,
  hint,
  required = false,
  ...select
}: Props) {
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
      <select
        id={ids.id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
