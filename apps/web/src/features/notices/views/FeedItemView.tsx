import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { formatInstantDate } from "../../../lib/instant.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import { useReadOnOpen } from "../../../lib/notices/readNotice.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useToast } from "../../../lib/useToast.ts";
import { Toast } from "../../../components/ui/Toast.tsx";
import { useQuery } from "@tanstack/react-query";
import { downloadEventIcs, feedItemQueryOptions } from "../api/feedQueries.ts";
import { FeedItemBody } from "../components/FeedItemBody.tsx";
import type { FeedBackState } from "../components/FeedList.tsx";
import { isUrgent, type Lang } from "../formData.ts";
import { headline } from "../headline.ts";
import styles from "./FeedItemView.module.css";
import { languageOf } from "../../../lib/i18n.ts";

type Props = { kind: "notice" | "event"; id: string };

/**
 * One notice or event (`{list}/:id`): its headline, when it was published, the form read-only,
 * back to the list (to the page the reader came from) and print; an event also offers itself as a
 * calendar file. Another building's id, or an expired notice, is "not found".
 */
export function FeedItemView({ kind, id }: Props) {
  const { t, i18n } = useTranslation("notices");
  const lang: Lang = languageOf(i18n.language);
  const query = useQuery(feedItemQueryOptions(kind, id));
  const location = useLocation();
  // The list is the detail's path without its id: /taloni/tiedotteet/:id → /taloni/tiedotteet.
  const listPath = location.pathname.replace(/\/[^/]*$/, "");
  const from = (location.state as FeedBackState)?.from;
  const back = from?.startsWith(listPath) ? from : listPath;
  const title = query.data ? headline(query.data, lang, t) : t(`${kind}.title`);
  usePageTitle(title);
  const { toast, show, dismiss } = useToast();
  // An urgent notice opened is read: it leaves the bulletins above every page.
  useReadOnOpen(query.data && isUrgent(query.data) ? query.data.id : undefined);

  const backLink = (
    <ButtonLink to={back} variant="secondary">
      {t("back")}
    </ButtonLink>
  );

  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <>
        <PageHeader title={t(`${kind}.title`)} />
        {missing ? (
          <ErrorState>
            <p>{t(`${kind}.notFound`)}</p>
            {backLink}
          </ErrorState>
        ) : (
          <LoadFailed text={t(`${kind}.loadFailed`)} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const item = query.data;
  const urgent = isUrgent(item);
  const ics = async () => {
    try {
      await downloadEventIcs(
        item.id,
        `${title.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "tapahtuma"}.ics`,
        lang,
      );
    } catch {
      show("error", t("event.icsFailed"));
    }
  };
  return (
    <>
      <PageHeader
        title={title}
        lead={item.publishedAt ? t("published", { date: formatInstantDate(item.publishedAt) }) : undefined}
        status={urgent ? <span className={styles.urgent}>{t("urgent")}</span> : undefined}
        actions={
          <>
            {backLink}
            {kind === "event" && (
              <Button variant="secondary" onClick={() => void ics()}>
                {t("event.addToCalendar")}
              </Button>
            )}
          </>
        }
        print={{ label: t("print"), printedOn: t("printedOn", { date: formatDate(helsinkiToday()) }) }}
      />
      <Card>
        <p className={styles.kind}>{t(`formType.${item.formType}`, { defaultValue: t("formType.other") })}</p>
        <FeedItemBody item={item} />
      </Card>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
