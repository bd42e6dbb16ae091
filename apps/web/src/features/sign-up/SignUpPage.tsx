import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useStepChanged } from "../../lib/useStepFocus.ts";
import { ConfirmStep } from "./components/ConfirmStep.tsx";
import { CredentialsStep } from "./components/CredentialsStep.tsx";
import { DoneStep, FailedStep } from "./components/EndSteps.tsx";
import { IdentifyStep } from "./components/IdentifyStep.tsx";
import { TermsStep } from "./components/TermsStep.tsx";
import {
  asFatal,
  forgetSignUp,
  readSavedSignUp,
  saveSignUp,
  type FatalCode,
  type SignUpStep,
} from "./signUpState.ts";
import styles from "../../components/ui/IdentityPage.module.css";
import { paths } from "../../lib/paths.ts";

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
  const [view, setView] = useState<View>(() => initialView(params));
  const [accepted, setAccepted] = useState(false);
  const focus = useStepChanged(view.step);
  const registerSessionId = params.get("registerSessionId") ?? "";
  const state = params.get("state") ?? "";

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
              setView({ step: "done" });
            }}
          />
        );
      case "done":
        return <DoneStep focus={focus} />;
      case "failed":
        return <FailedStep focus={focus} code={view.fatal ?? "IDENTIFICATION_FAILED"} onRestart={restart} />;
    }
  }

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">{t("title")}</h1>
        {step()}
        {view.step !== "done" && (
          <p className={styles.links}>
            {t("haveAccount")} <Link to={paths.signIn}>{t("signInLink")}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
