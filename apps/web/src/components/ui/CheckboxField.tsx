import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { useFieldIds } from "./TextField.tsx";
import styles from "./CheckboxField.module.css";

type Props = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
  /** The value a checkbox of a group gives (one of several ids), absent for a single yes or no. */
  value?: string;
};

/** A native checkbox with a large click area; its label may hold a link (the terms). */
export function CheckboxField({ label, registration, error, required = false, value }: Props) {
  const ids = useFieldIds(undefined, error);
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={ids.id}
          type="checkbox"
          className={styles.box}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          value={value}
          {...registration}
        />
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
