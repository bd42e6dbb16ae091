import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingResource, WeekSlot } from "@portal/schemas/bookings";
import { Button } from "../../../components/ui/Button.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { addDays, isoWeekday, mondayOf } from "../../../lib/bookings/week.ts";
import { formatDate, formatDayMonth } from "../../../lib/format.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import type { ToastKind } from "../../../lib/useToast.ts";
import { useCreateBookingMutation } from "../api/createBooking.ts";
import { useWeek } from "../api/week.ts";
import { bookingErrorCode, bookingErrorText } from "../errors.ts";
import { useCancelBooking } from "../useCancelBooking.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import styles from "./ResourceCalendar.module.css";
import { dayName, fullDayName, slotTime } from "./slotText.ts";
import { WeekCalendar } from "./WeekCalendar.tsx";
import { languageOf } from "../../../lib/i18n.ts";

type Props = { resource: BookingResource; onToast: (kind: ToastKind, text: string) => void };

/** The chosen resource's week: moving between weeks (and days on a phone), booking and cancelling. */
export function ResourceCalendar({ resource, onToast }: Props) {
  const { t, i18n } = useTranslation("bookings");
  const today = helsinkiToday();
  const thisMonday = mondayOf(today);
  const [start, setStart] = useState(thisMonday);
  const [dayIndex, setDayIndex] = useState(() => isoWeekday(today) - 1);
  const [chosen, setChosen] = useState<{ slot: WeekSlot; date: string } | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(0);
  // After the dialog has handed the focus back to the slot (its cleanup runs first), move it on.
  useEffect(() => {
    if (refocus > 0) headingRef.current?.focus();
  }, [refocus]);
  const week = useWeek(resource.id, start);
  const cancel = useCancelBooking(onToast);
  const name = resource.name[languageOf(i18n.language)];
  const lastDay = addDays(today, resource.windowDays);
  const canGoBack = start > thisMonday;
  const canGoOn = addDays(start, 7) <= lastDay;

  const book = useCreateBookingMutation({
    onSuccess: () => {
      if (chosen)
        onToast(
          "success",
          t("book.done", {
            what: `${t("week.slotDay", { day: dayName(chosen.date, i18n.language) })} ${slotTime(chosen.slot)}`,
          }),
        );
      setChosen(undefined);
    },
    onError: (error) => {
      setChosen(undefined);
      onToast("error", bookingErrorText(error, t, resource));
      // The slot is no longer a button: keep the keyboard in the calendar, at its heading.
      if (bookingErrorCode(error) === "SLOT_TAKEN") setRefocus((n) => n + 1);
    },
  });

  function moveWeek(weeks: number) {
    setStart(addDays(start, 7 * weeks));
    setDayIndex(weeks > 0 ? 0 : 6);
  }

  function moveDay(days: number) {
    const next = dayIndex + days;
    if (next < 0) moveWeek(-1);
    else if (next > 6) moveWeek(1);
    else setDayIndex(next);
  }

  function onSlot(slot: WeekSlot, date: string) {
    const label = `${name}, ${fullDayName(date, i18n.language)} ${t("week.at")} ${slotTime(slot)}`;
    if (slot.state === "free") setChosen({ slot, date });
    else if (slot.bookingId)
      cancel.ask({ id: slot.bookingId, start: slot.start, label, lateCancelHours: resource.lateCancelHours });
  }

  const shownDay = addDays(start, dayIndex);
  const atFirstDay = !canGoBack && dayIndex === 0;
  const atLastDay = shownDay >= lastDay;
  return (
    <section aria-labelledby="week-title" className={styles.calendar}>
      <div className={styles.weekBar}>
        <Button variant="secondary" onClick={() => moveWeek(-1)} disabled={!canGoBack}>
          <span aria-hidden="true">‹ </span>
          {t("week.previous")}
        </Button>
        <h2 id="week-title" ref={headingRef} tabIndex={-1} className={styles.weekTitle} aria-live="polite">
          {t("week.title", { start: formatDayMonth(start), end: formatDate(addDays(start, 6)) })}
        </h2>
        <Button variant="secondary" onClick={() => moveWeek(1)} disabled={!canGoOn}>
          {t("week.next")}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <div className={styles.dayBar}>
        <Button variant="secondary" onClick={() => moveDay(-1)} disabled={atFirstDay}>
          <span aria-hidden="true">‹ </span>
          {t("week.previousDay")}
        </Button>
        <Button variant="secondary" onClick={() => moveDay(1)} disabled={atLastDay}>
          {t("week.nextDay")}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
      {week.data && <WeekCalendar week={week.data} dayIndex={dayIndex} onSlot={onSlot} />}
      {week.isError && !week.data && (
        <LoadFailed text={t("week.loadFailed")} onRetry={() => void week.refetch()} />
      )}
      {week.isPending && <Loading />}
      {chosen && (
        <ConfirmDialog
          title={t("book.title")}
          confirm={t("book.confirm")}
          back={t("book.back")}
          busy={book.isPending}
          busyLabel={t("book.busy")}
          onConfirm={() => book.mutate({ resourceId: resource.id, start: chosen.slot.start })}
          onClose={() => !book.isPending && setChosen(undefined)}
        >
          <p className={styles.what}>
            {name}
            <br />
            {`${fullDayName(chosen.date, i18n.language)} ${t("week.at")} ${slotTime(chosen.slot)}`}
          </p>
          <p>{t("book.cancelUntil", { count: resource.lateCancelHours })}</p>
        </ConfirmDialog>
      )}
      {cancel.dialog}
    </section>
  );
}
