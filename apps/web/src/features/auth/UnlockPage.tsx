import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { IdentityPage } from "../../components/ui/IdentityPage.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { apiFailure } from "../../lib/apiFailure.ts";
import { useAccountPaths } from "../../lib/accountPaths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useSending } from "../../lib/useSending.ts";
import { unlock, unlockInitiate } from "./api/unlock.ts";

/** Refusals with a message of their own; anything else is "identification failed". */
const KNOWN = ["IDENTIFICATION_EXPIRED", "IDENTIFICATION_OTHER_BROWSER", "USER_NOT_FOUND"];
const refusal = (code: string | null | undefined) =>
  code && KNOWN.includes(code) ? code : "IDENTIFICATION_FAILED";

type View = { step: "start" } | { step: "unlocking" } | { step: "done" } | { step: "failed"; code: string };

/**
 * Unlocking password sign-in after 100 failed tries in a row: the tenant identifies with the bank,
 * comes back here, and the identification lifts the lock of their own account.
 */
export default function UnlockPage() {
  const { t } = useTranslation(["auth", "common"]);
  usePageTitle(t("unlock.title"));
  const account = useAccountPaths();
  const [params, setParams] = useSearchParams();
  const registerSessionId = params.get("registerSessionId");
  const state = params.get("state");
  const [view, setView] = useState<View>(() => {
    if (params.get("error")) return { step: "failed", code: refusal(params.get("error")) };
    return registerSessionId && state ? { step: "unlocking" } : { step: "start" };
  });
  const { busy, error, send } = useSending();
  const sent = useRef(false);

  useEffect(() => {
    // Once: the identification is single use (StrictMode runs effects twice).
    if (view.step !== "unlocking" || !registerSessionId || !state || sent.current) return;
    sent.current = true;
    unlock({ registerSessionId, state }).then(
      () => setView({ step: "done" }),
      (failure: unknown) => setView({ step: "failed", code: refusal(apiFailure(failure).code) }),
    );
  }, [view.step, registerSessionId, state]);

  function identify() {
    return send(
      async () => window.location.assign(await unlockInitiate(account.frame)),
      (failure) =>
        failure.status === 429 ? t("common:codeErrors.LimitExceeded") : t("common:errors.general"),
    );
  }

  function restart() {
    sent.current = false;
    setParams({}, { replace: true });
    setView({ step: "start" });
  }

  function body() {
    switch (view.step) {
      case "unlocking":
        return <Loading />;
      case "done":
        return (
          <>
            <Alert tone="success">
              <p>{t("unlock.done")}</p>
            </Alert>
            <ButtonLink to={account.signIn}>{t("unlock.signIn")}</ButtonLink>
          </>
        );
      case "failed":
        return (
          <>
            <Alert>
              <p>{t(`unlock.errors.${view.code}`)}</p>
            </Alert>
            <Button onClick={restart}>{t("unlock.restart")}</Button>
          </>
        );
      case "start":
        return (
          <>
            <p>{t("unlock.text")}</p>
            <Alert message={error} />
            <Button onClick={() => void identify()} disabled={busy}>
              {busy ? t("unlock.redirecting") : t("unlock.button")}
            </Button>
          </>
        );
    }
  }

  return (
    <IdentityPage title={t("unlock.title")} links={[<Link to={account.signIn}>{t("unlock.back")}</Link>]}>
      {body()}
    </IdentityPage>
  );
}
