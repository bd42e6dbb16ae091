import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BookingResource } from "@portal/schemas/bookings";
import { WEEKDAYS } from "@portal/schemas/bookings.constants";
import { Button } from "../../../components/ui/Button.tsx";
import field from "../../../components/ui/TextField.module.css";
import { slotStarts } from "../../../lib/bookings/week.ts";
import { formatClock, formatDate, formatEuros } from "../../../lib/format.ts";
import type { ToastKind } from "../../../lib/useToast.ts";
import { useCreateFixedTurnMutation } from "../api/createFixedTurn.ts";
import { bookingErrorCode, bookingErrorText } from "../errors.ts";
import { weekdayName } from "./slotText.ts";
import styles from "./FixedTurns.module.css";
import { languageOf } from "../../../lib/i18n.ts";

type Props = {
  resource: BookingResource;
  startsOn: string;
  /** The lease's last day, when it has one: the turn and its fee end with it. */
  endsOn?: string | undefined;
  onToast: (kind: ToastKind, text: string) => void;
};

/** Taking a weekly turn: a weekday and an hour, the fee and the first day said before sending. */
export function TakeFixedTurn({ resource, startsOn, endsOn, onToast }: Props) {
  const { t, i18n } = useTranslation("bookings");
  const id = useId();
  const lang = languageOf(i18n.language);
  const times = slotStarts(resource.opensAt, resource.closesAt, resource.slotMinutes);
  const [weekday, setWeekday] = useState(1);
  const [time, setTime] = useState(times[0] ?? "");
  const take = useCreateFixedTurnMutation({
    onSuccess: () => onToast("success", t("turns.taken", { date: formatDate(startsOn) })),
    onError: (error) =>
      onToast(
        "error",
        bookingErrorCode(error) === "SLOT_TAKEN"
          ? t("turns.slotTaken")
          : bookingErrorText(error, t, resource),
      ),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    take.mutate({ resourceId: resource.id, weekday, startTime: time });
  }

  return (
    <form className={styles.take} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("turns.takeTitle", { resource: resource.name[lang] })}</h3>
      <p id={`${id}-terms`}>
        {t(endsOn ? "turns.takeTermsUntil" : "turns.takeTerms", {
          fee: formatEuros(resource.fixedTurns.monthlyFee),
          date: formatDate(startsOn),
          end: endsOn && formatDate(endsOn),
        })}
      </p>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={field.label}>{t("turns.weekday")}</span>
          <select
            className={`${field.input} ${styles.select}`}
            value={weekday}
            onChange={(e) => setWeekday(Number(e.target.value))}
          >
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {weekdayName(day, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={field.label}>{t("turns.time")}</span>
          <select
            className={`${field.input} ${styles.select}`}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          >
            {times.map((start) => (
              <option key={start} value={start}>
                {formatClock(start)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={take.isPending} aria-describedby={`${id}-terms`}>
          {take.isPending ? t("book.busy") : t("turns.take")}
        </Button>
      </div>
    </form>
  );
}
