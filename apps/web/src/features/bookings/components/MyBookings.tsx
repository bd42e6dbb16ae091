import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Booking, BookingResource } from "@portal/schemas/bookings";
import type { BookingScope } from "@portal/schemas/bookings.constants";
import { TextButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { bookingsQueryOptions } from "../../../lib/bookings/bookingsQuery.ts";
import { formatInstantDate } from "../../../lib/instant.ts";
import { loadState } from "../../../lib/loadState.ts";
import type { ToastKind } from "../../../lib/useToast.ts";
import { downloadIcs } from "../api/downloadIcs.ts";
import type { CancelTarget } from "../useCancelBooking.tsx";
import list from "./BookingList.module.css";
import styles from "./MyBookings.module.css";
import { slotTime } from "./slotText.ts";
import { languageOf } from "../../../lib/i18n.ts";

type Props = {
  resources: BookingResource[];
  onCancel: (target: CancelTarget) => void;
  onToast: (kind: ToastKind, text: string) => void;
};

/**
 * The household's upcoming and past bookings. Those still to come go to the tenant's own calendar as
 * a file; a cancelled one stays with its slot, marked, until the slot has passed.
 */
export function MyBookings({ resources, onCancel, onToast }: Props) {
  const { t } = useTranslation("bookings");
  return (
    <Card title={t("list.title")}>
      <BookingGroup scope="upcoming" resources={resources} onCancel={onCancel} onToast={onToast} />
      <BookingGroup scope="past" resources={resources} onCancel={onCancel} onToast={onToast} />
    </Card>
  );
}

function BookingGroup({ scope, resources, onCancel, onToast }: Props & { scope: BookingScope }) {
  const { t, i18n } = useTranslation("bookings");
  const query = useQuery(bookingsQueryOptions(scope));
  // When the list was first shown: a slot begun since is refused by the server in words of its own.
  const [shownAt] = useState(Date.now);
  const state = loadState(query);
  const lang = languageOf(i18n.language);
  const id = `bookings-${scope}`;

  function describe(booking: Booking): string {
    return t("list.when", {
      resource: booking.resourceName[lang],
      date: formatInstantDate(booking.start),
      time: slotTime(booking),
    });
  }

  async function download(booking: Booking) {
    try {
      await downloadIcs(booking.id, t("list.fileName"), lang);
    } catch {
      onToast("error", t("list.downloadFailed"));
    }
  }

  return (
    <section aria-labelledby={id} className={styles.group}>
      <h3 id={id}>{t(`list.${scope}`)}</h3>
      {state === "ready" &&
        (query.data?.length ? (
          <ul className={list.list}>
            {query.data.map((booking) => {
              const what = describe(booking);
              const resource = resources.find((r) => r.id === booking.resourceId);
              const active = booking.status === "active";
              // Only what is still to come goes to a calendar; a started slot can no longer be cancelled.
              const ahead = scope === "upcoming" && active;
              const cancellable = ahead && new Date(booking.start).getTime() > shownAt;
              return (
                <li key={booking.id} className={list.item}>
                  <p className={list.what}>
                    <span className={list.name}>{booking.resourceName[lang]}</span>
                    <span>
                      {t("list.time", { date: formatInstantDate(booking.start), time: slotTime(booking) })}
                    </span>
                    {!active && (
                      <span className={styles.cancelled}>
                        {booking.lateCancel ? t("list.cancelledLate") : t("list.cancelled")}
                      </span>
                    )}
                  </p>
                  {ahead && (
                    <div className={styles.actions}>
                      <TextButton onClick={() => void download(booking)}>
                        {t("list.addToCalendar")}
                        <span className="sr-only">: {what}</span>
                      </TextButton>
                      {cancellable && (
                        <TextButton
                          writes
                          onClick={() =>
                            onCancel({
                              id: booking.id,
                              start: booking.start,
                              label: what,
                              lateCancelHours: resource?.lateCancelHours ?? 0,
                            })
                          }
                        >
                          {t("list.cancel")}
                          <span className="sr-only">: {what}</span>
                        </TextButton>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.empty}>{t(`list.empty.${scope}`)}</p>
        ))}
      {state === "error" && <LoadFailed text={t("list.loadFailed")} onRetry={() => void query.refetch()} />}
      {(state === "busy" || state === "notLoaded") && <Loading />}
    </section>
  );
}
