import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { EmailField, PhoneField } from "../../../components/ui/TypedFields.tsx";
import { showContactFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { updateProfile, type ProfileUpdate } from "../api/updateProfile.ts";

const resolver = lazyResolver(async () => (await import("@portal/schemas/profile")).profileUpdateRequest);

type Props = {
  initial: ProfileUpdate;
  onSaved: (values: ProfileUpdate, emailConfirmationRequired: boolean) => void;
};

/** Phone, email and the newsletter choice; a new email waits for its code before it takes effect. */
export function ProfileForm({ initial, onSaved }: Props) {
  const { t } = useTranslation(["profile", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const { busy, error, send } = useSending({ stayBusy: false });
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: initial });

  function submit(values: ProfileUpdate) {
    return send(
      async () => onSaved(values, await updateProfile(values)),
      (failure) => {
        if (showContactFieldErrors(failure, setFieldError)) return;
        return failure.status === 429 ? t("edit.tooMany") : t("edit.saveError");
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
      <p>{t("common:requiredNote")}</p>
      <Alert message={error} />
      <PhoneField
        label={t("phone")}
        error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
        registration={register("phoneNumber")}
      />
      <EmailField
        label={t("email")}
        hint={t("edit.emailHint")}
        autoComplete="email"
        error={fieldError(t, errors.email?.message, "email")}
        registration={register("email")}
      />
      <CheckboxField label={t("edit.newsletter")} registration={register("newsletter")} />
      <SubmitButton busy={busy}>{t("edit.save")}</SubmitButton>
    </form>
  );
}
