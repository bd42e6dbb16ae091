import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { LoginForm as LoginValues } from "@portal/schemas/auth";
import { loginFormResolver } from "../authSchemas.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { PasswordField } from "../../../components/ui/PasswordField.tsx";
import { EmailField } from "../../../components/ui/TypedFields.tsx";
import field from "../../../components/ui/TextField.module.css";
import { fieldError } from "../../../lib/fieldError.ts";
import { useLazyResolver } from "../../../lib/lazyResolver.ts";

type Props = {
  onSubmit: (values: LoginValues) => void;
  busy: boolean;
  serverError: string | undefined;
  /** The email already given in the same errand (sign-up, a password reset), filled in. */
  username?: string | undefined;
};

export function LoginForm({ onSubmit, busy, serverError, username = "" }: Props) {
  const { t } = useTranslation(["auth", "common", "validation"]);
  const noteId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: useLazyResolver(loginFormResolver),
    defaultValues: { username, password: "" },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={noteId}>
      <p id={noteId} className={field.hint}>
        {t("common:requiredNote")}
      </p>
      <Alert message={serverError} />
      <EmailField
        label={t("common:account.email")}
        autoComplete="username"
        error={fieldError(t, errors.username?.message, "username")}
        registration={register("username")}
      />
      {/* The only password field here, so the toggle's name is just what a press will do. */}
      <PasswordField
        label={t("login.password")}
        required
        labelInToggle={false}
        autoComplete="current-password"
        error={fieldError(t, errors.password?.message, "password")}
        registration={register("password")}
      />
      <SubmitButton wide busy={busy} busyLabel={t("common:account.signingIn")}>
        {t("login.submit")}
      </SubmitButton>
    </form>
  );
}
