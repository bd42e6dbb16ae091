import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { LoginForm as LoginValues } from "@portal/schemas/auth";
import { loadAuthSchemas, loginFormResolver } from "../authSchemas.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { RequiredMark } from "../../../components/ui/RequiredMark.tsx";
import field from "../../../components/ui/TextField.module.css";
import { fieldError } from "../../../lib/fieldError.ts";
import styles from "./LoginForm.module.css";

type Props = { onSubmit: (values: LoginValues) => void; busy: boolean; serverError: string | undefined };

export function LoginForm({ onSubmit, busy, serverError }: Props) {
  const { t } = useTranslation(["auth", "common", "validation"]);
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: loginFormResolver, defaultValues: { username: "", password: "" } });

  useEffect(() => {
    void loadAuthSchemas();
  }, []);

  const emailError = fieldError(t, errors.username?.message, "username");
  const passwordError = fieldError(t, errors.password?.message, "password");
  const ids = {
    email: `${id}-email`,
    password: `${id}-password`,
    emailError: `${id}-email-error`,
    passwordError: `${id}-password-error`,
    note: `${id}-note`,
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={ids.note}>
      <p id={ids.note} className={field.hint}>
        {t("common:requiredNote")}
      </p>
      <div role="alert" className={styles.alertSlot}>
        {serverError && <p className={styles.alert}>{serverError}</p>}
      </div>
      <div className={field.field}>
        {/* The mark sits outside the label so that the field's name is exactly the label text. */}
        <span className={field.labelRow}>
          <label htmlFor={ids.email} className={field.label}>
            {t("login.email")}
          </label>
          <RequiredMark />
        </span>
        <input
          id={ids.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          className={field.input}
          aria-required="true"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? ids.emailError : undefined}
          {...register("username")}
        />
        <FieldError id={ids.emailError} message={emailError} />
      </div>
      <div className={field.field}>
        <span className={field.labelRow}>
          <label htmlFor={ids.password} className={field.label}>
            {t("login.password")}
          </label>
          <RequiredMark />
        </span>
        <div className={styles.passwordRow}>
          <input
            id={ids.password}
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            className={field.input}
            aria-required="true"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? ids.passwordError : undefined}
            {...register("password")}
          />
          {/* The name says what a press will do, so it is not also marked pressed (that would read "hide password, pressed"). */}
          <button
            type="button"
            className={styles.reveal}
            aria-controls={ids.password}
            onClick={() => setShowPassword(!showPassword)}
          >
            <span className={showPassword ? styles.eyeOff : styles.eye} aria-hidden="true" />
            {showPassword ? t("login.hidePassword") : t("login.showPassword")}
          </button>
        </div>
        <FieldError id={ids.passwordError} message={passwordError} />
      </div>
      <Button type="submit" wide disabled={busy}>
        {busy ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
