import type { SelectHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldFrame } from "./TextField.tsx";

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
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...control} {...select} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
