import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UpcomingEventsResponse } from "@portal/schemas/notices";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { loadState } from "../../../lib/loadState.ts";
import { eventSummary } from "../../../lib/notices/eventSummary.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "./ListCard.module.css";
import { languageOf } from "../../../lib/i18n.ts";

type Props = {
  upcoming: UseQueryResult<UpcomingEventsResponse["data"]>;
  /** The building's own events, or the events for all residents. */
  audience: "building" | "resident";
};

/** The next events of the building, or of all residents, each a link to its page (up to 3). */
export function EventsCard({ upcoming, audience }: Props) {
  const { t, i18n } = useTranslation("home");
  const state = loadState(upcoming);
  const lang = languageOf(i18n.language);
  // The events route serves its detail pages too ("/taloni/talon-tapahtumat/*").
  const list = (audience === "building" ? paths.buildingEvents : paths.residentEvents).replace(/\/\*$/, "");
  const events =
    (audience === "building" ? upcoming.data?.buildingEvents : upcoming.data?.residentEvents) ?? [];
  const titleId = `home-${audience}-events-title`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`eventsCard.${audience}.title`)}</h2>
      {state === "ready" &&
        (events.length === 0 ? (
          <p className={styles.empty}>{t(`eventsCard.${audience}.empty`)}</p>
        ) : (
          <ul className={styles.list}>
            {events.map((event) => {
              const summary = eventSummary(event, lang);
              return (
                <li key={event.id}>
                  <Link to={`${list}/${encodeURIComponent(event.id)}`} className={styles.title}>
                    {summary.title}
                  </Link>
                  <span className={styles.date}>{t("eventsCard.time", summary)}</span>
                </li>
              );
            })}
          </ul>
        ))}
      {state === "error" && (
        <LoadFailed text={t("eventsCard.loadFailed")} onRetry={() => void upcoming.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      <p className={styles.more}>
        <Link to={list}>{t(`eventsCard.${audience}.all`)}</Link>
      </p>
    </Card>
  );
}
