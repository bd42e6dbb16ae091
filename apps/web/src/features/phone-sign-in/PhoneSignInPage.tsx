import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { StepHeading } from "../../components/ui/StepHeading.tsx";
import { hasStringFields, readPersisted, writePersisted } from "../../lib/persisted.ts";
import { confirmSignIn } from "../../lib/session/confirmSignIn.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useStepChanged } from "../../lib/useStepFocus.ts";
import { ContactStep } from "./components/ContactStep.tsx";
import { PhoneStep } from "./components/PhoneStep.tsx";
import { SmsCodeStep } from "./components/SmsCodeStep.tsx";
import { IdentityPage } from "../../components/ui/IdentityPage.tsx";
import { useAccountPaths } from "../../lib/accountPaths.ts";
import { paths } from "../../lib/paths.ts";

const KEY = "phoneSignIn";
// Kept across the bank's redirect so the number can be prefilled on the contact step.
type Saved = { phoneNumber: string; phoneLoginId?: string };
const isSaved = (value: unknown): value is Saved => hasStringFields(value, ["phoneNumber"], ["phoneLoginId"]);

type View =
  | { step: "phone" }
  | { step: "code"; phoneLoginId: string }
  | { step: "contact" }
  | { step: "failed"; code: FailedCode };

/** A link from someone else's identification has a message of its own; anything else "failed". */
type FailedCode = "IDENTIFICATION_FAILED" | "IDENTIFICATION_OTHER_BROWSER";
const failedCode = (code: string | null | undefined): FailedCode =>
  code === "IDENTIFICATION_OTHER_BROWSER" ? code : "IDENTIFICATION_FAILED";

function initialView(params: URLSearchParams): View {
  if (params.get("error")) return { step: "failed", code: failedCode(params.get("error")) };
  if (params.get("registerSessionId") && params.get("state")) return { step: "contact" };
  const value = readPersisted(KEY, isSaved);
  return value?.phoneLoginId ? { step: "code", phoneLoginId: value.phoneLoginId } : { step: "phone" };
}

export default function PhoneSignInPage() {
  const { t } = useTranslation(["phone-sign-in", "common"]);
  usePageTitle(t("title"));
  const navigate = useNavigate();
  const account = useAccountPaths();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>(() => initialView(params));
  const [phoneNumber, setPhoneNumber] = useState(() => readPersisted(KEY, isSaved)?.phoneNumber ?? "");
  const focus = useStepChanged(view.step);

  function restart() {
    setParams({}, { replace: true });
    setView({ step: "phone" });
  }

  async function signedIn({
    sessionId,
    emailConfirmationRequired,
  }: {
    sessionId: string;
    emailConfirmationRequired: boolean;
  }) {
    // Stored and checked like a password sign-in; the tenant is then signed in everywhere.
    sessionStorage.removeItem(KEY);
    await confirmSignIn(queryClient, sessionId);
    // A changed email waits for its code, which the profile page asks for; the foundation's flow
    // goes on to its own home, where the tenant came to give notice.
    const next = emailConfirmationRequired && account.frame === "portal" ? paths.profile : account.home;
    void navigate(next, { replace: true });
  }

  function step() {
    switch (view.step) {
      case "phone":
        return (
          <PhoneStep
            focus={focus}
            phoneNumber={phoneNumber}
            onSent={(number, phoneLoginId) => {
              setPhoneNumber(number);
              writePersisted(KEY, { phoneNumber: number, phoneLoginId });
              setView({ step: "code", phoneLoginId });
            }}
          />
        );
      case "code":
        return (
          <SmsCodeStep
            focus={focus}
            phoneNumber={phoneNumber}
            phoneLoginId={view.phoneLoginId}
            onResent={(phoneLoginId) => {
              writePersisted(KEY, { phoneNumber, phoneLoginId });
              setView({ step: "code", phoneLoginId });
            }}
            onBack={() => {
              writePersisted(KEY, { phoneNumber });
              setView({ step: "phone" });
            }}
          />
        );
      case "contact":
        return (
          <ContactStep
            focus={focus}
            registerSessionId={params.get("registerSessionId") ?? ""}
            state={params.get("state") ?? ""}
            phoneNumber={phoneNumber}
            onSignedIn={signedIn}
            onIdentificationFailed={(code) => setView({ step: "failed", code: failedCode(code) })}
          />
        );
      case "failed":
        return (
          <>
            <StepHeading step={3} of={4} focusOnMount={focus}>
              {t("failed.title")}
            </StepHeading>
            <Alert>
              <p>{t(`errors.${view.code}`)}</p>
            </Alert>
            <Button onClick={restart}>{t("failed.restart")}</Button>
          </>
        );
    }
  }

  return (
    <IdentityPage title={t("title")} links={[<Link to={account.signIn}>{t("emailLink")}</Link>]}>
      {step()}
    </IdentityPage>
  );
}
