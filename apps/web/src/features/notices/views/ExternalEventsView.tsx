import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { pageFromQuery } from "../../../components/ui/Pagination.tsx";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useEvents } from "../api/feedQueries.ts";
import { FeedList } from "../components/FeedList.tsx";
import { externalEventsUrl } from "../externalEvents.ts";
import { EXTERNAL_EVENTS_SEGMENT, listPath } from "../paths.ts";
import { periodFromQuery, PeriodSwitch } from "./EventsView.tsx";
import styles from "./ExternalEventsView.module.css";
import { languageOf } from "../../../lib/i18n.ts";

/**
 * The resident-activity programme's event calendar, embedded: the configured page in a frame
 * 1 500 px high, in the reader's language, with a title and a link to open it on its own. Without
 * one configured, the portal's own resident events, so the page is never a dead end.
 */
export function ExternalEventsView() {
  const { t, i18n } = useTranslation("notices");
  usePageTitle(t("external.title"));
  const src = externalEventsUrl(languageOf(i18n.language));
  if (!src) return <OwnResidentEvents />;
  return (
    <>
      <PageHeader title={t("external.title")} lead={t("external.lead")} />
      <iframe className={styles.frame} src={src} title={t("external.frameTitle")} height={1500} />
      <p>
        <a href={src} target="_blank" rel="noopener noreferrer">
          {t("external.open")}
        </a>
      </p>
    </>
  );
}

/** The calendar's stand-in: the residents' events of the portal, coming and past, with their pages. */
function OwnResidentEvents() {
  const { t } = useTranslation("notices");
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get("eventPage"));
  const when = periodFromQuery(query.get("when"));
  const events = useEvents("resident", page, when);
  const here = `${listPath(paths.residentEvents)}/${EXTERNAL_EVENTS_SEGMENT}`;
  return (
    <>
      <PageHeader title={t("external.title")} lead={t("external.ownLead")} />
      <PeriodSwitch when={when} pathname={here} />
      <FeedList
        feed={events}
        basePath={listPath(paths.residentEvents)}
        param="eventPage"
        kind="events"
        empty={t(`events.empty${when === "past" ? "Past" : ""}`)}
      />
    </>
  );
}
