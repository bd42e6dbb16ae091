import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonRow } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { CopyButton } from "../../../components/ui/CopyButton.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { formatInstantDate } from "../../../lib/instant.ts";
import { loadState } from "../../../lib/loadState.ts";
import type { ToastKind } from "../../../lib/useToast.ts";
import { useCreateFeedMutation } from "../api/createFeed.ts";
import { useFeed } from "../api/feed.ts";
import { useRevokeFeedMutation } from "../api/revokeFeed.ts";
import { bookingErrorText } from "../errors.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import styles from "./CalendarFeed.module.css";

type Props = {
  /** After the lease no new address is made; an old one can still be removed. */
  leaseEnded: boolean;
  onToast: (kind: ToastKind, text: string) => void;
};

/** A private address the tenant's phone calendar follows; a new one shuts the old one out. */
export function CalendarFeed({ leaseEnded, onToast }: Props) {
  const { t } = useTranslation("bookings");
  const feed = useFeed();
  const state = loadState(feed);
  const [asking, setAsking] = useState<"rotate" | "revoke" | undefined>();
  const done = () => setAsking(undefined);
  const create = useCreateFeedMutation({
    onSuccess: () => {
      onToast("success", asking === "rotate" ? t("feed.rotated") : t("feed.created"));
      done();
    },
    onError: (error) => {
      onToast("error", bookingErrorText(error, t));
      done();
    },
  });
  const revoke = useRevokeFeedMutation({
    onSuccess: () => {
      onToast("success", t("feed.revoked"));
      done();
    },
    onError: () => {
      onToast("error", t("errors.generic"));
      done();
    },
  });
  const url = feed.data?.url;

  return (
    <Card title={t("feed.title")}>
      <p>{t("feed.intro")}</p>
      {state === "ready" &&
        (url ? (
          <>
            <label className={styles.label} htmlFor="feed-url">
              {t("feed.address")}
            </label>
            <div className={styles.urlRow}>
              <input
                id="feed-url"
                className={styles.url}
                readOnly
                value={url}
                onFocus={(e) => e.target.select()}
              />
              <CopyButton
                value={url}
                text={t("feed.copy")}
                what={t("feed.address")}
                onCopied={() => onToast("success", t("feed.copied"))}
                onFailed={() => onToast("error", t("feed.copyFailed"))}
              />
            </div>
            {feed.data?.createdAt && (
              <p className={styles.meta}>
                {t("feed.createdAt", { date: formatInstantDate(feed.data.createdAt) })}
              </p>
            )}
            <h3 className={styles.subtitle}>{t("feed.howTitle")}</h3>
            <ul className={styles.how}>
              <li>{t("feed.howIphone")}</li>
              <li>{t("feed.howAndroid")}</li>
              <li>{t("feed.howPrivate")}</li>
            </ul>
            {leaseEnded && <p>{`${t("feed.ended")} ${t("feed.endedRemove")}`}</p>}
            <ButtonRow>
              {!leaseEnded && (
                <Button variant="secondary" writes onClick={() => setAsking("rotate")}>
                  {t("feed.rotate")}
                </Button>
              )}
              <Button variant="secondary" writes onClick={() => setAsking("revoke")}>
                {t("feed.revoke")}
              </Button>
            </ButtonRow>
          </>
        ) : leaseEnded ? (
          <p>{t("feed.ended")}</p>
        ) : (
          <Button writes onClick={() => create.mutate()} disabled={create.isPending}>
            {create.isPending ? t("feed.creating") : t("feed.create")}
          </Button>
        ))}
      {state === "error" && <LoadFailed text={t("feed.loadFailed")} onRetry={() => void feed.refetch()} />}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      {asking && (
        <ConfirmDialog
          title={asking === "rotate" ? t("feed.rotateTitle") : t("feed.revokeTitle")}
          confirm={asking === "rotate" ? t("feed.rotateConfirm") : t("feed.revokeConfirm")}
          back={t("book.back")}
          busy={create.isPending || revoke.isPending}
          busyLabel={t("feed.creating")}
          onConfirm={() => (asking === "rotate" ? create.mutate() : revoke.mutate())}
          onClose={() => setAsking(undefined)}
        >
          <p>{asking === "rotate" ? t("feed.rotateText") : t("feed.revokeText")}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
