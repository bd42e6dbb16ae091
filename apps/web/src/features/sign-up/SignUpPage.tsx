import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { RETURN_PARAM, safeReturnPath, withReturn } from "../../lib/returnTo.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useStepChanged } from "../../lib/useStepFocus.ts";
import { DoneStep, FailedStep } from "./components/EndSteps.tsx";
import { IdentifyStep } from "./components/IdentifyStep.tsx";
import { TermsStep } from "./components/TermsStep.tsx";
import {
  asFatal,
  forgetSignUp,
  readSavedSignUp,
  saveSignUp,
  signUpReturnPath,
  type FatalCode,
  type SignUpStep,
} from "./signUpState.ts";
import { IdentityPage } from "../../components/ui/IdentityPage.tsx";
import styles from "../../components/ui/IdentityPage.module.css";
import { useAccountPaths } from "../../lib/accountPaths.ts";

// The steps after the bank's identification come back on a page load of their own: the first
// download (the terms and the bank step) carries none of their form code.
const CredentialsStep = lazy(() =>
  import("./components/CredentialsStep.tsx").then((m) => ({ default: m.CredentialsStep })),
);
const ConfirmStep = lazy(() =>
  import("./components/ConfirmStep.tsx").then((m) => ({ default: m.ConfirmStep })),
);

type View = { step: SignUpStep; username?: string; fatal?: FatalCode };

/** Where a visit starts: the bank's return address and session storage say how far the tenant got. */
function initialView(params: URLSearchParams): View {
  const error = params.get("error");
  if (error) return { step: "failed", fatal: asFatal(error) ?? "IDENTIFICATION_FAILED" };
  const registerSessionId = params.get("registerSessionId");
  if (!registerSessionId || !params.get("state")) return { step: "terms" };
  const saved = readSavedSignUp(registerSessionId);
  return saved ? { step: saved.step, username: saved.username } : { step: "credentials" };
}

export default function SignUpPage() {
  const { t } = useTranslation("sign-up");
  usePageTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const account = useAccountPaths();
  const [view, setView] = useState<View>(() => initialView(params));
  const [accepted, setAccepted] = useState(false);
  const focus = useStepChanged(view.step);
  const registerSessionId = params.get("registerSessionId") ?? "";
  const state = params.get("state") ?? "";
  // Sent here from the home page or a termination route: sign-in comes back to that page.
  const [signInTo] = useState(() => {
    const given = params.get(RETURN_PARAM);
    const back = signUpReturnPath(
      given === null ? null : safeReturnPath(given, account.home),
      params.has("registerSessionId") || params.has("error"),
    );
    return withReturn(account.signIn, back ?? account.home);
  });
  // Before the tenant starts (or while only the bank is ahead), sign-in is offered first and plainly.
  const offerSignInFirst = view.step === "terms" || view.step === "identify";

  const restart = useCallback(() => {
    forgetSignUp();
    setAccepted(false);
    setParams({}, { replace: true });
    setView({ step: "terms" });
  }, [setParams]);
  const fail = useCallback((fatal: FatalCode) => setView({ step: "failed", fatal }), []);

  function step() {
    switch (view.step) {
      case "terms":
        return (
          <TermsStep
            focus={focus}
            accepted={accepted}
            onAccept={() => {
              setAccepted(true);
              setView({ step: "identify" });
            }}
          />
        );
      case "identify":
        return <IdentifyStep focus={focus} onBack={() => setView({ step: "terms" })} />;
      case "credentials":
        return (
          <CredentialsStep
            focus={focus}
            registerSessionId={registerSessionId}
            state={state}
            onFatal={fail}
            onDone={(username) => {
              saveSignUp({ step: "code", username, registerSessionId });
              setView({ step: "code", username });
            }}
          />
        );
      case "code":
        return (
          <ConfirmStep
            focus={focus}
            username={view.username ?? ""}
            onDone={() => {
              saveSignUp({ step: "done", username: view.username ?? "", registerSessionId });
              setView({ step: "done", username: view.username });
            }}
          />
        );
      case "done":
        return <DoneStep focus={focus} signInTo={signInTo} username={view.username} />;
      case "failed":
        return (
          <FailedStep
            focus={focus}
            code={view.fatal ?? "IDENTIFICATION_FAILED"}
            onRestart={restart}
            signInTo={signInTo}
          />
        );
    }
  }

  return (
    <IdentityPage
      title={t("title")}
      links={
        !offerSignInFirst && view.step !== "done"
          ? [
              <>
                {t("haveAccount")} <Link to={signInTo}>{t("signInLink")}</Link>
              </>,
            ]
          : []
      }
    >
      {offerSignInFirst && (
        <div className={styles.haveAccount}>
          <p>
            <strong>{t("haveAccount")}</strong> {t("haveAccountText")}
          </p>
          <ButtonLink to={signInTo} variant="secondary">
            {t("signInLink")}
          </ButtonLink>
        </div>
      )}
      {offerSignInFirst && <p className={styles.newHere}>{t("newHere")}</p>}
      <Suspense fallback={<Loading />}>{step()}</Suspense>
    </IdentityPage>
  );
}
