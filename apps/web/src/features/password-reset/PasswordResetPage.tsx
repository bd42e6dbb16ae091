import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/ui/Alert.tsx";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { hasStringFields, readPersisted, writePersisted } from "../../lib/persisted.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useStepChanged, useStepFocus } from "../../lib/useStepFocus.ts";
import { EmailStep } from "./components/EmailStep.tsx";
import { ResetStep } from "./components/ResetStep.tsx";
import { IdentityPage } from "../../components/ui/IdentityPage.tsx";
import { useAccountPaths } from "../../lib/accountPaths.ts";
import { withUsername } from "../../lib/signInUsername.ts";

const KEY = "forgotPassword";
// A reload on the code step keeps the address the code went to.
const isSaved = (value: unknown): value is { username: string } => hasStringFields(value, ["username"]);

type View = { step: "email" } | { step: "reset"; username: string } | { step: "done"; username: string };

export default function PasswordResetPage() {
  const { t } = useTranslation("password-reset");
  const account = useAccountPaths();
  usePageTitle(t("title"));
  const [view, setView] = useState<View>(() => {
    const value = readPersisted(KEY, isSaved);
    return value ? { step: "reset", username: value.username } : { step: "email" };
  });
  const focus = useStepChanged(view.step);

  function go(next: View) {
    if (next.step === "reset") writePersisted(KEY, { username: next.username });
    else sessionStorage.removeItem(KEY);
    setView(next);
  }

  return (
    <IdentityPage
      title={t("title")}
      links={view.step !== "done" ? [<Link to={account.signIn}>{t("back")}</Link>] : []}
    >
      {view.step === "email" && (
        <EmailStep focus={focus} onSent={(username) => go({ step: "reset", username })} />
      )}
      {view.step === "reset" && (
        <ResetStep
          focus={focus}
          username={view.username}
          onDone={() => go({ step: "done", username: view.username })}
          onStartOver={() => go({ step: "email" })}
        />
      )}
      {view.step === "done" && <DoneView username={view.username} />}
    </IdentityPage>
  );
}

/** The password is changed; the sign-in comes with the email the code went to. */
function DoneView({ username }: { username: string }) {
  const { t } = useTranslation("password-reset");
  const account = useAccountPaths();
  const heading = useStepFocus<HTMLHeadingElement>("done", false);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t("done.title")}
      </h2>
      <Alert tone="success">
        <p>{t("done.text")}</p>
      </Alert>
      <ButtonLink to={account.signIn} state={withUsername(username)}>
        {t("done.signIn")}
      </ButtonLink>
    </>
  );
}
