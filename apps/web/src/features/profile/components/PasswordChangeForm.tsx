import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { NewPasswordFields } from "../../../components/ui/NewPasswordFields.tsx";
import { PasswordField } from "../../../components/ui/PasswordField.tsx";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { passwordRefusalKey } from "../../../lib/passwordRefusal.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useStepFocus } from "../../../lib/useStepFocus.ts";
import { changePassword } from "../api/changePassword.ts";

const resolver = lazyResolver(async () => (await import("@portal/schemas/profile")).passwordChangeForm);
const EMPTY = { currentPassword: "", password: "", passwordConfirmation: "" };

/** The current password, then the new one with its rules and confirmation. Other sessions end. */
export function PasswordChangeForm() {
  const { t } = useTranslation(["profile", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const { busy, error, send } = useSending({ stayBusy: false });
  const [changed, setChanged] = useState(0);
  // After a change the heading takes focus, so the success message is read from the top.
  const heading = useStepFocus<HTMLHeadingElement>(String(changed));
  const {
    register,
    watch,
    reset,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: EMPTY });

  function submit(values: typeof EMPTY) {
    return send(
      async () => {
        await changePassword({ currentPassword: values.currentPassword, newPassword: values.password });
        reset(EMPTY);
        setChanged((n) => n + 1);
      },
      (failure) => {
        if (failure.status === 403)
          return setFieldError(
            "currentPassword",
            { message: "validation.incorrectPassword" },
            { shouldFocus: true },
          );
        const passwordKey = passwordRefusalKey(failure);
        if (passwordKey) return setFieldError("password", { message: passwordKey }, { shouldFocus: true });
        return failure.status === 429 ? t("edit.tooMany") : t("password.error");
      },
    );
  }

  return (
    <>
      <h2 id="profile-password" ref={heading} tabIndex={-1}>
        {t("password.title")}
      </h2>
      <Alert tone="success">{changed > 0 && <p>{t("password.changed")}</p>}</Alert>
      <p>{t("password.text")}</p>
      <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
        <p>{t("common:requiredNote")}</p>
        <Alert message={error} />
        <PasswordField
          label={t("currentPassword")}
          required
          autoComplete="current-password"
          error={fieldError(t, errors.currentPassword?.message, "currentPassword")}
          registration={register("currentPassword")}
        />
        <NewPasswordFields
          register={register}
          watch={watch}
          errors={errors}
          labels={{ password: t("common:password.new"), confirmation: t("common:password.confirmation") }}
        />
        <SubmitButton busy={busy}>{t("password.submit")}</SubmitButton>
      </form>
    </>
  );
}
