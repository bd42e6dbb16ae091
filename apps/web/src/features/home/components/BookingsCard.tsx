import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Booking } from "@portal/schemas/bookings";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { formatInstantDate, formatInstantTime } from "../../../lib/instant.ts";
import { loadState } from "../../../lib/loadState.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "./ListCard.module.css";
import { languageOf } from "../../../lib/i18n.ts";

/** The card shows this many of the household's next bookings; the bookings page has the rest. */
const SHOWN = 3;

/**
 * The household's next bookings. The page starts the query with its others (homeQueries.bookings)
 * and hands it here, so the card never waits for another read first.
 */
export function BookingsCard({ bookings }: { bookings: UseQueryResult<Booking[]> }) {
  const { t, i18n } = useTranslation("home");
  const state = loadState(bookings);
  const lang = languageOf(i18n.language);
  const next = (bookings.data ?? []).filter((booking) => booking.status === "active").slice(0, SHOWN);
  return (
    <Card aria-labelledby="home-bookings-title">
      <h2 id="home-bookings-title">{t("bookingsCard.title")}</h2>
      {state === "ready" &&
        (next.length === 0 ? (
          <p className={styles.empty}>{t("bookingsCard.empty")}</p>
        ) : (
          <ul className={styles.list}>
            {next.map((booking) => (
              <li key={booking.id}>
                <span className={styles.title}>{booking.resourceName[lang]}</span>
                <span className={styles.date}>
                  {t("bookingsCard.time", {
                    date: formatInstantDate(booking.start),
                    time: `${formatInstantTime(booking.start)}–${formatInstantTime(booking.end)}`,
                  })}
                </span>
              </li>
            ))}
          </ul>
        ))}
      {state === "error" && (
        <LoadFailed text={t("bookingsCard.loadFailed")} onRetry={() => void bookings.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      <p className={styles.more}>
        <Link to={paths.bookings}>{t("bookingsCard.all")}</Link>
      </p>
    </Card>
  );
}
