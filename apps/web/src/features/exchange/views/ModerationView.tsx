import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { StaffExchangeItem } from "@portal/schemas/exchange";
import {
  EXCHANGE_REMOVAL_REASON_MAX,
  EXCHANGE_STATES,
  EXCHANGE_WORKFLOW,
  type ExchangeState,
} from "@portal/schemas/exchange.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { DataTable } from "../../../components/ui/DataTable.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { Pager, useCursorPages } from "../../../components/ui/Pager.tsx";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { FieldFrame } from "../../../components/ui/TextField.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useModeration } from "../api/moderationQuery.ts";
import { useRemoveNoticeMutation } from "../api/removeNotice.ts";

const LIMIT = 20;

/** The removal of one notice: the reason, then the confirmation. */
function RemoveForm({ item, onDone }: { item: StaffExchangeItem; onDone: (message: string) => void }) {
  const { t } = useTranslation("exchange", { keyPrefix: "moderation" });
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const remove = useRemoveNoticeMutation({
    onSuccess: () => onDone(t("removed")),
    onError: (failure) =>
      setError(apiFailure(failure).code === "STALE_STATE" ? t("stale") : t("removeFailed")),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t("reasonRequired"));
    remove.mutate({ id: item.id, from: item.state, reason: reason.trim() });
  }
  return (
    <form noValidate onSubmit={submit}>
      <FieldFrame label={t("reason")} required error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={EXCHANGE_REMOVAL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <ButtonRow>
        <SubmitButton busy={remove.isPending}>{t("confirmRemove")}</SubmitButton>
        <Button variant="secondary" onClick={() => onDone("")}>
          {t("cancel")}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** Moderation of exchange notices: the notices by state, and removal with a reason. */
export function ModerationView() {
  const { t } = useTranslation("exchange", { keyPrefix: "moderation" });
  usePageTitle(t("title"));
  const [state, setState] = useState<ExchangeState | "">("published");
  const pages = useCursorPages();
  const list = useModeration({ ...(state ? { state } : {}), cursor: pages.cursor, limit: LIMIT });
  const [removing, setRemoving] = useState<StaffExchangeItem>();
  const [message, setMessage] = useState("");

  return (
    <>
      <PageHeader title={t("title")} lead={t("intro")} />
      <Alert tone="success" message={message || undefined} />
      {removing && (
        <Card title={t("removeTitle", { address: `${removing.streetAddress}, ${removing.city}` })}>
          <p>{removing.description}</p>
          <RemoveForm
            item={removing}
            onDone={(text) => {
              setMessage(text);
              setRemoving(undefined);
            }}
          />
        </Card>
      )}
      <Card title={t("listTitle")}>
        <FieldFrame label={t("state")} required={false}>
          {(control) => (
            <select
              {...control}
              value={state}
              onChange={(event) => {
                pages.reset();
                setState(event.target.value as ExchangeState | "");
              }}
            >
              <option value="">{t("allStates")}</option>
              {EXCHANGE_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {list.isPending && <Loading />}
        {list.isError && <LoadFailed text={t("loadFailed")} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && <p>{t("empty")}</p>}
        {list.data && list.data.items.length > 0 && (
          <DataTable
            label={t("listTitle")}
            rowKey={(row) => row.id}
            rows={list.data.items}
            columns={[
              { header: t("columns.created"), cell: (row) => formatInstantDate(row.createdAt), nowrap: true },
              {
                header: t("columns.apartment"),
                cell: (row) => `${row.streetAddress}, ${row.city}`,
                rowHeader: true,
              },
              { header: t("columns.poster"), cell: (row) => row.contactName },
              {
                header: t("columns.state"),
                cell: (row) => (
                  <StatusBadge
                    workflow={EXCHANGE_WORKFLOW}
                    state={row.state}
                    label={t(`status.${row.state}`)}
                  />
                ),
              },
              {
                header: t("columns.text"),
                cell: (row) =>
                  row.removalReason ? t("reasonShown", { reason: row.removalReason }) : row.description,
              },
              {
                header: t("columns.actions"),
                cell: (row) =>
                  EXCHANGE_WORKFLOW.allows(row.state, "deleted") ? (
                    <Button variant="secondary" onClick={() => setRemoving(row)}>
                      {t("remove")}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
        {list.data && (
          <Pager
            index={pages.index}
            limit={LIMIT}
            shown={list.data.items.length}
            total={list.data.total}
            nextCursor={list.data.nextCursor}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        )}
      </Card>
    </>
  );
}
