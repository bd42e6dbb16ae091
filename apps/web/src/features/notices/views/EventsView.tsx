import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import type { EventAudience, EventPeriod } from "@portal/schemas/notices.constants";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { pageFromQuery } from "../../../components/ui/Pagination.tsx";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useEvents } from "../api/feedQueries.ts";
import { FeedList } from "../components/FeedList.tsx";
import { externalEventsUrl } from "../externalEvents.ts";
import { EXTERNAL_EVENTS_SEGMENT, listPath } from "../paths.ts";
import styles from "./EventsView.module.css";
import { languageOf } from "../../../lib/i18n.ts";

/** The period a list shows, from the address (`when=past`); anything else is the coming events. */
export const periodFromQuery = (value: string | null): EventPeriod =>
  value === "past" ? "past" : "upcoming";

/**
 * Talon tapahtumat (the building's events) and Asukastapahtumat (the residents' events), 12 a
 * page, the page in `eventPage`: the coming events, soonest first, and apart from them those
 * already over (`when=past`), latest first. The residents' page links the resident-activity
 * calendar when one is configured.
 */
export function EventsView({ audience }: { audience: EventAudience }) {
  const { t, i18n } = useTranslation("notices");
  usePageTitle(t(`events.${audience}.title`));
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get("eventPage"));
  const when = periodFromQuery(query.get("when"));
  const events = useEvents(audience, page, when);
  const { pathname } = useLocation();
  const calendar = audience === "resident" && externalEventsUrl(languageOf(i18n.language));
  return (
    <>
      <PageHeader
        title={t(`events.${audience}.title`)}
        lead={t(`events.${audience}.lead`)}
        actions={
          calendar && (
            <ButtonLink
              to={`${listPath(paths.residentEvents)}/${EXTERNAL_EVENTS_SEGMENT}`}
              variant="secondary"
            >
              {t("events.calendar")}
            </ButtonLink>
          )
        }
      />
      <PeriodSwitch when={when} pathname={pathname} />
      <FeedList
        feed={events}
        basePath={pathname}
        param="eventPage"
        kind="events"
        empty={t(`events.empty${when === "past" ? "Past" : ""}`)}
      />
    </>
  );
}

/** Coming and past events as two links, the one shown marked current; each starts at page 1. */
export function PeriodSwitch({ when, pathname }: { when: EventPeriod; pathname: string }) {
  const { t } = useTranslation("notices");
  return (
    <nav aria-label={t("events.periods")} className={styles.periods} data-print="hide">
      <ul>
        {(["upcoming", "past"] as const).map((period) => (
          <li key={period}>
            <Link
              to={period === "past" ? `${pathname}?when=past` : pathname}
              aria-current={period === when ? "page" : undefined}
              className={styles.period}
            >
              {t(`events.period.${period}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
