import type { TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldFrame } from "./TextField.tsx";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required"> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
};

/** A labelled multi-line text, with the same hint, asterisk and error as a TextField. */
export function TextAreaField({ label, registration, error, hint, required = false, ...area }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...control} {...area} {...registration} />}
    </FieldFrame>
  );
}
