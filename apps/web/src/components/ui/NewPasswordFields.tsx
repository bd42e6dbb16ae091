import { useTranslation } from "react-i18next";
import type { FieldErrors, UseFormRegister, UseFormWatch } from "react-hook-form";
import { PasswordField } from "./PasswordField.tsx";
import { fieldError } from "../../lib/fieldError.ts";
import { passwordRulesMessage } from "../../lib/passwordRules.ts";
import { PasswordRules } from "./PasswordRules.tsx";

type Values = { password: string; passwordConfirmation: string };

type Props<T extends Values> = {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<T>;
  labels: { password: string; confirmation: string };
};

/** A new password, its rules and its confirmation, as sign-up and the reset ask for them. */
export function NewPasswordFields<T extends Values>(props: Props<T>) {
  // Narrowed to the two fields this component owns; the form may hold more.
  const { register, watch, errors, labels } = props as unknown as Props<Values>;
  const { t, i18n } = useTranslation(["common", "validation"]);
  const password = watch("password") ?? "";
  const message = errors.password?.message;
  return (
    <>
      <PasswordField
        label={labels.password}
        required
        autoComplete="new-password"
        hint={<PasswordRules password={password} />}
        error={
          passwordRulesMessage(t, i18n.language, message, password) ?? fieldError(t, message, "password")
        }
        registration={register("password")}
      />
      <PasswordField
        label={labels.confirmation}
        required
        autoComplete="new-password"
        error={fieldError(t, errors.passwordConfirmation?.message, "passwordConfirmation")}
        registration={register("passwordConfirmation")}
      />
    </>
  );
}
