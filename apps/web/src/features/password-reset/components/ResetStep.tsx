import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton, TextButton } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { CodeField } from "../../../components/ui/TypedFields.tsx";
import { Toast } from "../../../components/ui/Toast.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { codeErrorMessage } from "../../../lib/codeErrors.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useToast } from "../../../lib/useToast.ts";
import { forgotPasswordCode } from "../api/forgotPasswordCode.ts";
import { forgotPasswordReset } from "../api/forgotPasswordReset.ts";
import { passwordRefusalKey } from "../../../lib/passwordRefusal.ts";
import { NewPasswordFields } from "../../../components/ui/NewPasswordFields.tsx";
import styles from "../../../components/ui/IdentityPage.module.css";
import { useAccountPaths } from "../../../lib/accountPaths.ts";

const resolver = lazyResolver(
  async () => (await import("@portal/schemas/password-reset")).forgotPasswordResetForm,
);

type Props = { focus: boolean; username: string; onDone: () => void; onStartOver: () => void };

/** Step 2: the mailed code and the new password with its confirmation. */
export function ResetStep({ focus, username, onDone, onStartOver }: Props) {
  const { t } = useTranslation(["password-reset", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const account = useAccountPaths();
  // A locked account changes no password until the tenant unlocks it at the bank.
  const [locked, setLocked] = useState(false);
  const toast = useToast();
  const { busy, error, send } = useSending();
  const {
    register,
    watch,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(resolver),
    // The username travels with the form so the one shared schema checks it too.
    defaultValues: { username, code: "", password: "", passwordConfirmation: "" },
  });

  function submit(values: { code: string; password: string }) {
    return send(
      async () => {
        await forgotPasswordReset({ username, code: values.code, newPassword: values.password });
        onDone();
      },
      (failure) => {
        if (failure.code === "ACCOUNT_LOCKED") {
          setLocked(true);
          return t("errors.ACCOUNT_LOCKED");
        }
        const passwordKey = passwordRefusalKey(failure);
        if (passwordKey) return setFieldError("password", { message: passwordKey }, { shouldFocus: true });
        return codeErrorMessage(t, failure);
      },
    );
  }

  async function resend() {
    try {
      await forgotPasswordCode(username);
      toast.show("success", t("common:code.sent"));
    } catch (failure) {
      toast.show(
        "error",
        apiFailure(failure).status === 429
          ? t("common:codeErrors.LimitExceeded")
          : t("common:code.sendFailed"),
      );
    }
  }

  return (
    <>
      <StepHeading step={2} of={2} focusOnMount={focus}>
        {t("reset.title")}
      </StepHeading>
      <p>{t("reset.text", { email: username })}</p>
      <p>{t("common:requiredNote")}</p>
      <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
        <Alert message={error} />
        {locked && (
          <p>
            <Link to={account.unlock}>{t("common:account.unlock")}</Link>
          </p>
        )}
        <CodeField error={fieldError(t, errors.code?.message, "code")} registration={register("code")} />
        <NewPasswordFields
          register={register}
          watch={watch}
          errors={errors}
          labels={{ password: t("common:password.new"), confirmation: t("common:password.confirmation") }}
        />
        <ButtonRow>
          <SubmitButton busy={busy}>{t("reset.submit")}</SubmitButton>
          <Button variant="secondary" onClick={() => void resend()}>
            {t("common:code.resend")}
          </Button>
        </ButtonRow>
      </form>
      <p className={styles.more}>
        <TextButton onClick={onStartOver}>{t("reset.otherEmail")}</TextButton>
      </p>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </>
  );
}
