import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { useFieldIds, type FieldProps } from "./TextField.tsx";
import field from "./TextField.module.css";
import styles from "./PasswordField.module.css";

/** A password input with a show/hide button (spec: password fields can toggle visibility). */
export function PasswordField({
  label,
  registration,
  error,
  hint,
  required = false,
  ...input
}: Omit<FieldProps, "type">) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(hint, error);
  return (
    <div className={field.field}>
      <span className={field.labelRow}>
        <label htmlFor={ids.id} className={field.label}>
          {label}
        </label>
        {required && <RequiredMark />}
      </span>
      {hint && (
        <div id={ids.hintId} className={field.hint}>
          {hint}
        </div>
      )}
      <div className={styles.row}>
        <input
          id={ids.id}
          type={visible ? "text" : "password"}
          className={field.input}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
          {...registration}
        />
        {/* The name says what a press will do; the field's label is added so two toggles on one form differ. */}
        <button
          type="button"
          className={styles.reveal}
          aria-controls={ids.id}
          aria-label={`${visible ? t("password.hide") : t("password.show")}: ${label}`}
          onClick={() => setVisible(!visible)}
        >
          <span className={visible ? styles.eyeOff : styles.eye} aria-hidden="true" />
          <span aria-hidden="true">{visible ? t("password.hide") : t("password.show")}</span>
        </button>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
