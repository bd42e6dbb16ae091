import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button.tsx";
import { Alert } from "../../../components/ui/Alert.tsx";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { useStepFocus } from "../../../lib/useStepFocus.ts";
import { confirmEmail } from "../api/confirmEmail.ts";
import { confirmPhone } from "../api/confirmPhone.ts";
import { updateProfile, type ProfileUpdate } from "../api/updateProfile.ts";

type Props = {
  kind: "email" | "phone";
  /** The new address or number, as the tenant typed it. */
  value: string;
  /** Sends the code again: the profile as it is, with the pending value for this kind. */
  resend: ProfileUpdate;
  onConfirmed: () => void;
  /** The email was taken by another account between the request and the code. */
  onTaken: () => void;
  onCancel: () => void;
};

/** The code sent to the new address or number; until it is confirmed the old one stays in use. */
export function ContactCodeStep({ kind, value, resend, onConfirmed, onTaken, onCancel }: Props) {
  const { t } = useTranslation(["profile", "common"]);
  const heading = useStepFocus<HTMLHeadingElement>(`${kind}-code`, false);
  const texts = kind === "email" ? "emailCode" : "phoneCode";

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t(`${texts}.title`)}
      </h2>
      <Alert tone="info">
        <p>
          {kind === "email" ? t("emailCode.text", { email: value }) : t("phoneCode.text", { phone: value })}
        </p>
      </Alert>
      <CodeForm
        submitLabel={t(`${texts}.submit`)}
        otherError={t("edit.saveError")}
        onSubmit={async (code) => {
          try {
            await (kind === "email" ? confirmEmail(code) : confirmPhone(code));
          } catch (failure) {
            if (apiFailure(failure).status === 409) return onTaken();
            throw failure;
          }
          onConfirmed();
        }}
        onResend={async () => {
          await updateProfile(resend);
        }}
        actions={
          <Button variant="secondary" onClick={onCancel}>
            {t("common:cancel")}
          </Button>
        }
      />
    </>
  );
}
