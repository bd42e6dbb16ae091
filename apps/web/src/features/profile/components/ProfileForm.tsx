import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { profileUpdateRequest } from "@portal/schemas/profile";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { apiFailure, showFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { updateProfile, type ProfileUpdate } from "../api/updateProfile.ts";

type Props = {
  initial: ProfileUpdate;
  onSaved: (values: ProfileUpdate, emailConfirmationRequired: boolean) => void;
};

/** Phone, email and the newsletter choice; a new email waits for its code before it takes effect. */
export function ProfileForm({ initial, onSaved }: Props) {
  const { t } = useTranslation(["profile", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileUpdateRequest), defaultValues: initial });

  async function submit(values: ProfileUpdate) {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(values, await updateProfile(values));
    } catch (caught) {
      const failure = apiFailure(caught);
      if (failure.status === 409)
        setFieldError("email", { message: "validation.usernameUnavailable" }, { shouldFocus: true });
      else if (!(
        failure.status === 400 &&
        showFieldErrors(failure, setFieldError, { email: "email", phoneNumber: "phoneNumber" })
      ))
        setError(failure.status === 429 ? t("edit.tooMany") : t("edit.saveError"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
      <p>{t("common:requiredNote")}</p>
      <Alert>{error && <p>{error}</p>}</Alert>
      <TextField
        label={t("phone")}
        required
        type="tel"
        autoComplete="tel"
        error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
        registration={register("phoneNumber")}
      />
      <TextField
        label={t("email")}
        hint={t("edit.emailHint")}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fieldError(t, errors.email?.message, "email")}
        registration={register("email")}
      />
      <CheckboxField label={t("edit.newsletter")} registration={register("newsletter")} />
      <Button type="submit" disabled={busy}>
        {busy ? t("common:sending") : t("edit.save")}
      </Button>
    </form>
  );
}
