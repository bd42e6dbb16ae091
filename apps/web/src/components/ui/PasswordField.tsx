import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { useFieldIds, type FieldProps } from "./TextField.tsx";
import field from "./TextField.module.css";
import styles from "./PasswordField.module.css";

type Props = Omit<FieldProps, "type" | "autoComplete"> & {
  /**
   * Which password the browser's password manager fills in or offers to save: a sign-in's own or a
   * new one. Always named, so the manager is never turned away (WCAG 3.3.8).
   */
  autoComplete: "current-password" | "new-password";
  /** The toggle's name includes the field's label; a form with one password field can leave it out. */
  labelInToggle?: boolean;
};

/**
 * A password input with a show/hide button (spec: password fields can toggle visibility). Pasting
 * and the password manager are welcome: nothing here stops either, and no length is capped.
 */
export function PasswordField({
  label,
  registration,
  error,
  hint,
  required = false,
  labelInToggle = true,
  ...input
}: Props) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(hint, error);
  const action = visible ? t("password.hide") : t("password.show");
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
          aria-label={labelInToggle ? `${action}: ${label}` : undefined}
          onClick={() => setVisible(!visible)}
        >
          <span className={visible ? styles.eyeOff : styles.eye} aria-hidden="true" />
          <span aria-hidden={labelInToggle || undefined}>{action}</span>
        </button>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
