import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ImpersonationInitiateRequest } from "@portal/schemas/impersonation";
import { Alert } from "../../components/ui/Alert.tsx";
import { SubmitButton } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { apiFailure, showFieldErrors, type ApiFailure } from "../../lib/apiFailure.ts";
import { fieldError } from "../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../lib/lazyResolver.ts";
import { paths } from "../../lib/paths.ts";
import { currentSessionId, startSession } from "../../lib/session/storage.ts";
import { keepStaffSession } from "../../lib/session/viewing.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useSending } from "../../lib/useSending.ts";
import { initiateViewing } from "./api/initiate.ts";
import { loginViewing } from "./api/login.ts";
import styles from "./ImpersonationPage.module.css";

const resolver = lazyResolver(
  async () => (await import("@portal/schemas/impersonation")).impersonationInitiateRequest,
);

/** The refusals this page knows by name; anything else is the general error. */
const KNOWN = new Set([
  "NOT_FOUND",
  "FORBIDDEN",
  "IMPERSONATION_EMAIL_NOT_OWN",
  "IMPERSONATION_FAILED",
  "IMPERSONATION_EXPIRED",
  "IMPERSONATION_IDENTITY_MISMATCH",
  "IMPERSONATION_NONCE_INVALID",
  "IMPERSONATION_NONCE_EXPIRED",
  "IMPERSONATION_NO_CONTRACT",
]);
const errorKey = (code: string | null | undefined) => `errors.${code && KNOWN.has(code) ? code : "general"}`;

// A nonce works once: React's development double effect must not spend it twice.
let loggingIn: string | null = null;

/**
 * /hallinta/kirjaudu: a staff member asks to view a tenant's pages read-only (the tenant's identity
 * code, their own work email, the tenant's customer number and a reason), proves who they are at the company's
 * identity provider, and comes back here with a nonce, which becomes the viewing's session; the
 * staff session waits in this tab for the viewing to end.
 */
export default function ImpersonationPage() {
  const { t } = useTranslation(["impersonation", "common", "validation"]);
  usePageTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const nonce = params.get("nonce");
  const [returnError, setReturnError] = useState<string | null>(params.get("error"));
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!nonce || loggingIn === nonce) return;
    loggingIn = nonce;
    void (async () => {
      try {
        const staffSession = currentSessionId();
        const sessionId = await loginViewing(nonce);
        if (staffSession) keepStaffSession(staffSession);
        // Stored like a tenant's session; the tenant's home then loads afresh, nothing of the staff
        // session's answers cached.
        startSession(sessionId);
        window.location.replace(paths.home);
      } catch (caught) {
        setReturnError(apiFailure(caught).code ?? "general");
        setParams({}, { replace: true });
      }
    })();
  }, [nonce, setParams]);

  useEffect(() => {
    if (returnError) alert.current?.focus();
  }, [returnError]);

  if (nonce && !returnError) return <Loading />;
  return (
    <div className={styles.wrap}>
      <PageHeader title={t("title")} lead={t("intro")} />
      {returnError && (
        <div ref={alert} tabIndex={-1}>
          <Alert>
            <p>{t(errorKey(returnError))}</p>
          </Alert>
        </div>
      )}
      <Card aria-label={t("title")}>
        <InitiateForm />
      </Card>
    </div>
  );
}

function InitiateForm() {
  const { t } = useTranslation(["impersonation", "common", "validation"]);
  const { busy, error, send } = useSending();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(resolver),
    defaultValues: { ssn: "", email: "", targetTenantId: "", reason: "" },
  });

  function refused(failure: ApiFailure): string | void {
    if (
      failure.status === 400 &&
      showFieldErrors(failure, setError, {
        ssn: "ssn",
        email: "email",
        targetTenantId: "targetTenantId",
        reason: "reason",
      })
    )
      return;
    return t(errorKey(failure.code));
  }

  function submit(values: ImpersonationInitiateRequest) {
    return send(async () => {
      window.location.assign(await initiateViewing(values));
    }, refused);
  }

  const error_ = (name: keyof ImpersonationInitiateRequest) => fieldError(t, errors[name]?.message, name);
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <Alert message={error} />
      <TextField
        label={t("fields.ssn")}
        hint={t("hints.ssn")}
        autoComplete="off"
        spellCheck={false}
        required
        error={error_("ssn")}
        registration={register("ssn")}
      />
      <TextField
        label={t("fields.email")}
        hint={t("hints.email")}
        type="email"
        autoComplete="email"
        required
        error={error_("email")}
        registration={register("email")}
      />
      <TextField
        label={t("fields.targetTenantId")}
        hint={t("hints.targetTenantId")}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        error={error_("targetTenantId")}
        registration={register("targetTenantId")}
      />
      <TextAreaField
        label={t("fields.reason")}
        hint={t("hints.reason")}
        rows={3}
        required
        error={error_("reason")}
        registration={register("reason")}
      />
      <SubmitButton busy={busy}>{t("submit")}</SubmitButton>
    </form>
  );
}
