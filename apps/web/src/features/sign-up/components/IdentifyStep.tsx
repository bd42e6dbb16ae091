import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { useAccountPaths } from "../../../lib/accountPaths.ts";
import { useSending } from "../../../lib/useSending.ts";
import { registerInitiate } from "../api/registerInitiate.ts";

/** Step 2: off to the bank identification; the bank sends the tenant back to the sign-up page (/rekisteroidy, or the flow's). */
export function IdentifyStep({ focus, onBack }: { focus: boolean; onBack: () => void }) {
  const { t } = useTranslation(["sign-up", "common"]);
  const { busy, error, send } = useSending();
  const { frame } = useAccountPaths();

  function identify() {
    return send(
      async () => {
        const { url } = await registerInitiate("register", frame);
        window.location.assign(url);
      },
      (failure) =>
        failure.status === 429 ? t("common:codeErrors.LimitExceeded") : t("common:errors.general"),
    );
  }

  return (
    <>
      <StepHeading step={2} of={5} focusOnMount={focus}>
        {t("identify.title")}
      </StepHeading>
      <p>{t("identify.text")}</p>
      <Alert message={error} />
      <ButtonRow>
        <Button onClick={() => void identify()} disabled={busy}>
          {busy ? t("identify.redirecting") : t("identify.button")}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t("common:back")}
        </Button>
      </ButtonRow>
    </>
  );
}
