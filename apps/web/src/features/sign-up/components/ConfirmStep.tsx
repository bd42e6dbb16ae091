import { useTranslation } from "react-i18next";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { confirmRegistration } from "../../../lib/emailConfirmation/confirmRegistration.ts";
import { requestConfirmationCode } from "../../../lib/emailConfirmation/requestConfirmationCode.ts";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";

/** Step 4: the code mailed to the chosen address proves it is the tenant's. */
export function ConfirmStep({
  focus,
  username,
  onDone,
}: {
  focus: boolean;
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("sign-up");

  return (
    <>
      <StepHeading step={4} of={5} focusOnMount={focus}>
        {t("code.title")}
      </StepHeading>
      <p>{t("code.text", { email: username })}</p>
      <CodeForm
        submitLabel={t("code.submit")}
        onSubmit={async (code) => {
          await confirmRegistration(username, code);
          onDone();
        }}
        onResend={() => requestConfirmationCode(username)}
      />
    </>
  );
}
