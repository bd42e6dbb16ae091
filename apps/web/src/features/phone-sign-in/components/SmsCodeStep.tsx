import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { phoneLoginCode } from "../api/phoneLoginCode.ts";
import { phoneLoginStart } from "../api/phoneLoginStart.ts";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";
import { useAccountPaths } from "../../../lib/accountPaths.ts";

type Props = {
  focus: boolean;
  phoneNumber: string;
  phoneLoginId: string;
  onResent: (phoneLoginId: string) => void;
  onBack: () => void;
};

/** Step 2: the texted code; a correct one sends the tenant on to the bank identification (step 3). */
export function SmsCodeStep({ focus, phoneNumber, phoneLoginId, onResent, onBack }: Props) {
  const { t } = useTranslation(["phone-sign-in", "common"]);
  const { frame } = useAccountPaths();

  return (
    <>
      <StepHeading step={2} of={4} focusOnMount={focus}>
        {t("code.title")}
      </StepHeading>
      <p>{t("code.text", { phone: phoneNumber })}</p>
      <p>{t("code.next")}</p>
      <CodeForm
        submitLabel={t("code.submit")}
        onSubmit={async (code) => {
          const { url } = await phoneLoginCode(phoneLoginId, code, frame);
          window.location.assign(url);
        }}
        onResend={async () => onResent(await phoneLoginStart(phoneNumber))}
        actions={
          <Button variant="secondary" onClick={onBack}>
            {t("common:back")}
          </Button>
        }
      />
    </>
  );
}
