import { useState } from "react";
import { useTranslation } from "react-i18next";
import { generatePath } from "react-router";
import type { OwnExchangeNotice } from "@portal/schemas/exchange";
import { EXCHANGE_VALID_MONTHS, EXCHANGE_WORKFLOW } from "@portal/schemas/exchange.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink, ButtonRow } from "../../../components/ui/Button.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteNoticeMutation } from "../api/deleteNotice.ts";
import { useRenewNoticeMutation } from "../api/renewNotice.ts";
import { apartmentLine } from "./labels.ts";

/**
 * The tenant's own notice: its state and validity, and what they can do with it: edit, renew with
 * one click, or delete (after a confirmation).
 */
export function OwnNotice({ notice, onDeleted }: { notice: OwnExchangeNotice; onDeleted?: () => void }) {
  const { t } = useTranslation("exchange");
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string }>();
  const failed = (error: unknown) =>
    setMessage({
      tone: "error",
      text: apiFailure(error).code === "STALE_STATE" ? t("own.stale") : t("own.failed"),
    });
  const remove = useDeleteNoticeMutation({
    onSuccess: () => {
      setConfirming(false);
      onDeleted?.();
    },
    onError: failed,
  });
  const renew = useRenewNoticeMutation({
    onSuccess: () =>
      setMessage({ tone: "success", text: t("own.renewed", { months: EXCHANGE_VALID_MONTHS }) }),
    onError: failed,
  });
  const renewable = notice.state === "published" || notice.state === "expired";

  return (
    <div>
      <p>
        <StatusBadge workflow={EXCHANGE_WORKFLOW} state={notice.state} label={t(`status.${notice.state}`)} />
      </p>
      <FactList
        facts={[
          { label: t("own.apartment"), value: apartmentLine(t, notice.apartment) },
          { label: t("own.wishes"), value: notice.wish.cities.join(", ") },
          ...(notice.publishedAt
            ? [{ label: t("own.published"), value: formatInstantDate(notice.publishedAt) }]
            : []),
          ...(notice.expiresAt
            ? [
                {
                  label: notice.state === "expired" ? t("own.expired") : t("own.expires"),
                  value: formatInstantDate(notice.expiresAt),
                },
              ]
            : []),
        ]}
      />
      {notice.state === "new" && <p>{t("own.awaitingConfirmation")}</p>}
      {notice.state === "expired" && <p>{t("own.expiredHelp", { months: EXCHANGE_VALID_MONTHS })}</p>}
      <Alert tone={message?.tone ?? "info"} message={message?.text} />
      {confirming ? (
        <div role="group" aria-label={t("own.deleteConfirmLabel")}>
          <p>{t("own.deleteConfirm")}</p>
          <ButtonRow>
            <Button
              writes
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: notice.id, from: notice.state })}
            >
              {t("own.deleteYes")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t("own.deleteNo")}
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <ButtonRow>
          {notice.state !== "expired" && (
            <ButtonLink variant="secondary" to={`${paths.exchangeWrite}?muokkaa=${notice.id}`}>
              {t("own.edit")}
            </ButtonLink>
          )}
          {renewable && (
            <Button
              variant="secondary"
              writes
              disabled={renew.isPending}
              onClick={() =>
                renew.mutate({ id: notice.id, from: notice.state === "expired" ? "expired" : "published" })
              }
            >
              {t("own.renew", { months: EXCHANGE_VALID_MONTHS })}
            </Button>
          )}
          {notice.state !== "new" && (
            <ButtonLink variant="secondary" to={generatePath(paths.exchangeNotice, { id: notice.id })}>
              {t("own.view")}
            </ButtonLink>
          )}
          <Button variant="secondary" writes onClick={() => setConfirming(true)}>
            {t("own.delete")}
          </Button>
        </ButtonRow>
      )}
    </div>
  );
}
