import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { STAFF_SIGN_IN_ERRORS } from "@portal/schemas/staff.constants";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { IdentityPage } from "../../components/ui/IdentityPage.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { apiFailure } from "../../lib/apiFailure.ts";
import { paths } from "../../lib/paths.ts";
import { useSessionInfo } from "../../lib/session/sessionQuery.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useSending } from "../../lib/useSending.ts";
import { CALLBACK_PARAMS, staffSignInComplete, staffSignInStart } from "./api/staffSignIn.ts";

/** Where the console goes after sign-in, kept over the round trip to the company's sign-in. */
const RETURN_KEY = "staffReturnTo";

/** Only the console's own pages: a crafted link cannot send a freshly signed-in employee elsewhere. */
function consolePath(value: unknown): string {
  if (typeof value !== "string") return paths.staffHome;
  const path = value.split(/[?#]/)[0]!;
  if (path !== paths.staffHome && !path.startsWith(`${paths.staffHome}/`)) return paths.staffHome;
  if (path === paths.staffSignIn || value.includes("//") || value.includes("\\")) return paths.staffHome;
  return value;
}

const refusal = (code: string | undefined) =>
  code && (STAFF_SIGN_IN_ERRORS as readonly string[]).includes(code) ? code : "general";

type View = { step: "start" } | { step: "completing" } | { step: "failed"; code: string };

/**
 * The staff console's sign-in: one button to the company's identity provider, which sends the
 * browser back here with its answer; the page hands the answer to the server and, signed in, goes
 * on to the page the employee asked for.
 */
export default function StaffSignInPage() {
  const { t } = useTranslation(["staff", "common"]);
  usePageTitle(t("staff:signIn.title"));
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionInfo();
  const [params, setParams] = useSearchParams();
  const returned = params.has("state");
  const [view, setView] = useState<View>(() => (returned ? { step: "completing" } : { step: "start" }));
  const { busy, error, send } = useSending();
  const sent = useRef(false);
  const from = (location.state as { from?: unknown; signedOut?: boolean } | null) ?? {};

  useEffect(() => {
    // Once: the provider's answer is single use (StrictMode runs effects twice).
    if (view.step !== "completing" || sent.current) return;
    sent.current = true;
    const answer = Object.fromEntries(
      CALLBACK_PARAMS.flatMap((name) => {
        const value = params.get(name);
        return value === null ? [] : [[name, value]];
      }),
    );
    // The code leaves the address bar and the history at once.
    setParams({}, { replace: true });
    staffSignInComplete(client, answer).then(
      () => {
        const back = consolePath(sessionStorage.getItem(RETURN_KEY));
        sessionStorage.removeItem(RETURN_KEY);
        navigate(back, { replace: true });
      },
      (failure: unknown) => setView({ step: "failed", code: refusal(apiFailure(failure).code) }),
    );
  }, [view.step, params, setParams, client, navigate]);

  function signIn() {
    return send(
      async () => {
        sessionStorage.setItem(RETURN_KEY, consolePath(from.from));
        window.location.assign(await staffSignInStart());
      },
      () => t("staff:signIn.errors.general"),
    );
  }

  if (view.step === "start" && session.data?.kind === "staff" && !from.signedOut)
    return <Navigate to={consolePath(from.from)} replace />;

  function body() {
    switch (view.step) {
      case "completing":
        return (
          <>
            <p>{t("staff:signIn.completing")}</p>
            <Loading />
          </>
        );
      case "failed":
        return (
          <>
            <Alert>
              <p>{t(`staff:signIn.errors.${view.code}`)}</p>
            </Alert>
            <Button
              onClick={() => {
                sent.current = false;
                setView({ step: "start" });
              }}
            >
              {t("staff:signIn.retry")}
            </Button>
          </>
        );
      case "start":
        return (
          <>
            {from.signedOut && <Alert tone="success" message={t("staff:signIn.signedOut")} />}
            {(session.data?.kind === "tenant" || session.data?.kind === "impersonation") && (
              <p>{t("staff:signIn.tenantNote")}</p>
            )}
            <Alert message={error} />
            <Button onClick={() => void signIn()} disabled={busy} wide>
              {busy ? t("staff:signIn.redirecting") : t("staff:signIn.button")}
            </Button>
          </>
        );
    }
  }

  return (
    <IdentityPage
      title={t("staff:signIn.title")}
      lead={view.step === "start" ? t("staff:signIn.text") : undefined}
      links={[
        <Link key="tenant" to={paths.signIn}>
          {t("staff:signIn.tenantLink")}
        </Link>,
      ]}
    >
      {body()}
    </IdentityPage>
  );
}
