import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { EmailField } from "../../../components/ui/TypedFields.tsx";
import { apiFailure, showFieldErrors } from "../../../lib/apiFailure.ts";
import { codeErrorMessage } from "../../../lib/codeErrors.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { registerCredentials } from "../api/registerCredentials.ts";
import { useRegisterSession } from "../api/registerSession.ts";
import { passwordRefusalKey } from "../../../lib/passwordRefusal.ts";
import { NewPasswordFields } from "../../../components/ui/NewPasswordFields.tsx";
import { asFatal, type FatalCode } from "../signUpState.ts";
import styles from "./SignUp.module.css";

const resolver = lazyResolver(async () => (await import("@portal/schemas/sign-up")).registerCredentialsForm);

type Props = {
  focus: boolean;
  registerSessionId: string;
  state: string;
  onDone: (username: string) => void;
  onFatal: (code: FatalCode) => void;
};

/** Step 3: back from the bank, greeted by name; chooses the email (the username) and a password. */
export function CredentialsStep({ focus, registerSessionId, state, onDone, onFatal }: Props) {
  const { t } = useTranslation(["sign-up", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const session = useRegisterSession(registerSessionId, state);
  const { busy, error, send } = useSending();
  const {
    register,
    watch,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(resolver),
    defaultValues: { username: "", password: "", passwordConfirmation: "" },
  });

  // 404: the identification expired; 403: it was refused. Either way this attempt is over.
  const ended = session.isError ? apiFailure(session.error) : undefined;
  const endedCode =
    ended && (ended.status === 404 || ended.status === 403)
      ? (asFatal(ended.code) ?? "IDENTIFICATION_EXPIRED")
      : undefined;
  useEffect(() => {
    if (endedCode) onFatal(endedCode);
  }, [endedCode, onFatal]);

  function submit(values: { username: string; password: string }) {
    return send(
      async () => {
        await registerCredentials({
          username: values.username,
          password: values.password,
          state,
          registerSessionId,
        });
        onDone(values.username);
      },
      (failure) => {
        const fatal = asFatal(failure.code);
        if (fatal) return onFatal(fatal);
        if (failure.status === 409)
          return setFieldError(
            "username",
            { message: "validation.usernameUnavailable" },
            { shouldFocus: true },
          );
        const passwordKey = passwordRefusalKey(failure);
        if (passwordKey) return setFieldError("password", { message: passwordKey }, { shouldFocus: true });
        if (
          failure.status === 400 &&
          showFieldErrors(failure, setFieldError, { username: "username", password: "password" })
        )
          return;
        return failure.status === 429 ? codeErrorMessage(t, failure) : t("common:errors.general");
      },
    );
  }

  if (session.isPending) return <Loading />;
  if (endedCode) return null;
  if (session.isError) return <Alert message={t("common:errors.general")} />;

  return (
    <>
      <StepHeading step={3} of={5} focusOnMount={focus}>
        {t("credentials.title")}
      </StepHeading>
      <p className={styles.greeting}>{t("credentials.greeting", { name: session.data.firstName })}</p>
      <p>{t("credentials.text")}</p>
      <p>{t("common:requiredNote")}</p>
      <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
        <Alert message={error} />
        <EmailField
          label={t("credentials.email")}
          hint={t("credentials.emailHint")}
          autoComplete="username"
          error={fieldError(t, errors.username?.message, "username")}
          registration={register("username")}
        />
        <NewPasswordFields
          register={register}
          watch={watch}
          errors={errors}
          labels={{ password: t("common:password.new"), confirmation: t("common:password.confirmation") }}
        />
        <SubmitButton busy={busy}>{t("credentials.submit")}</SubmitButton>
      </form>
    </>
  );
}
