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

/** What a field's control needs from its frame: the shared id, look and ARIA state. */
export type ControlProps = {
  id: string;
  className: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FrameProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required: boolean;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The label row (the asterisk outside the label, so that the field's name is the label text), the
 * hint and the error around one control: inputs, text areas and selects alike.
 */
export function FieldFrame({ label, error, hint, required, className, children }: FrameProps) {
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
      {children({
        id: ids.id,
        className: styles.input!,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": ids.describedBy,
      })}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
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
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input {...control} {...input} {...registration} />}
    </FieldFrame>
  );
}
