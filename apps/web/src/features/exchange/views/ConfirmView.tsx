import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { EXCHANGE_VALID_MONTHS } from "@portal/schemas/exchange.constants";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useConfirmNoticeMutation } from "../api/confirmNotice.ts";

/**
 * The mailed link /vaihtoilmoitukset/:id/:secret: opening it publishes the notice. No sign-in is
 * needed, and the page shows nothing of the notice.
 */
export function ConfirmView() {
  const { t } = useTranslation("exchange");
  usePageTitle(t("confirm.title"));
  const { id = "", secret = "" } = useParams();
  const confirm = useConfirmNoticeMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate({ id, secret });
  }, [confirm, id, secret]);

  const failure = confirm.isError ? apiFailure(confirm.error) : null;
  const invalid = failure !== null && (failure.status === 404 || failure.status === 400);
  return (
    <>
      <PageHeader title={t("confirm.title")} />
      {confirm.isPending && <Loading />}
      {confirm.data && (
        <Notice tone="success" title={confirm.data.already ? t("confirm.already") : t("confirm.done")}>
          <p>
            {t("confirm.doneText", {
              date: formatInstantDate(confirm.data.publishedAt),
              months: EXCHANGE_VALID_MONTHS,
            })}
          </p>
        </Notice>
      )}
      {invalid && (
        <Notice tone="warning" title={t("confirm.invalid")}>
          <p>{t("confirm.invalidText")}</p>
        </Notice>
      )}
      {failure && !invalid && (
        <Notice tone="error" title={t("confirm.failed")}>
          <p>{t("confirm.failedText")}</p>
        </Notice>
      )}
      <p>
        <ButtonLink variant="secondary" to={paths.exchange}>
          {t("confirm.toExchange")}
        </ButtonLink>
      </p>
    </>
  );
}
