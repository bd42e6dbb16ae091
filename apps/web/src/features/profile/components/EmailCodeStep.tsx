import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button.tsx";
import { Alert } from "../../../components/ui/Alert.tsx";
import { useStepFocus } from "../../../lib/useStepFocus.ts";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";
import { confirmEmail } from "../api/confirmEmail.ts";
import { updateProfile, type ProfileUpdate } from "../api/updateProfile.ts";

type Props = { values: ProfileUpdate; onConfirmed: () => void; onCancel: () => void };

/** The code mailed to the new address; until it is confirmed the old address stays in use. */
export function EmailCodeStep({ values, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation(["profile", "common"]);
  const heading = useStepFocus<HTMLHeadingElement>("email-code", false);

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t("emailCode.title")}
      </h2>
      <Alert tone="info">
        <p>{t("emailCode.text", { email: values.email })}</p>
      </Alert>
      <CodeForm
        submitLabel={t("emailCode.submit")}
        otherError={t("edit.saveError")}
        onSubmit={async (code) => {
          await confirmEmail(code);
          onConfirmed();
        }}
        onResend={async () => {
          await updateProfile(values);
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
