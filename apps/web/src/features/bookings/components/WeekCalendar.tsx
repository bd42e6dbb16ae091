import { useTranslation } from "react-i18next";
import type { WeekResponse, WeekSlot } from "@portal/schemas/bookings";
import { dayName, slotTime, stateText } from "./slotText.ts";
import styles from "./WeekCalendar.module.css";

type Props = {
  week: WeekResponse;
  /** The day shown on a narrow screen (0 = Monday); a wide one shows the whole week. */
  dayIndex: number;
  onSlot: (slot: WeekSlot, date: string) => void;
};

/**
 * The week's slots day by day. A free slot and one of the household's own are buttons in reading
 * order, named in full ('Torstai 26.11. klo 19.00–20.00, vapaa') so a screen reader hears the day,
 * the time and the state; the others are text. On a phone only the chosen day is shown.
 */
export function WeekCalendar({ week, dayIndex, onSlot }: Props) {
  const { t, i18n } = useTranslation("bookings");
  return (
    <div className={styles.week}>
      {week.days.map((day, index) => {
        const name = dayName(day.date, i18n.language);
        const id = `day-${day.date}`;
        return (
          <section
            key={day.date}
            aria-labelledby={id}
            className={[styles.day, index === dayIndex ? styles.chosen : ""].join(" ")}
          >
            <h3 id={id} className={styles.dayName}>
              {name}
            </h3>
            <ul className={styles.slots}>
              {day.slots.map((slot) => {
                const state = stateText(slot, t);
                // One hidden sentence is the name a screen reader hears ('Torstai 26.11. klo 19.00–20.00,
                // vapaa'); the visible parts are laid out for the eye and kept out of it.
                const content = (
                  <>
                    <span className="sr-only">{`${t("week.slotDay", { day: name })} ${slotTime(slot)}, ${state}`}</span>
                    <span aria-hidden="true" className={styles.time}>
                      {slotTime(slot)}
                    </span>
                    <span aria-hidden="true" className={styles.state}>
                      {state}
                    </span>
                  </>
                );
                const actionable = slot.state === "free" || (slot.state === "own" && slot.bookingId);
                return (
                  <li key={slot.start}>
                    {actionable ? (
                      <button
                        type="button"
                        className={[styles.slot, styles[slot.state]].join(" ")}
                        data-state={slot.state}
                        onClick={() => onSlot(slot, day.date)}
                      >
                        {content}
                      </button>
                    ) : (
                      <span
                        className={[styles.slot, styles[slot.state], slot.fixedTurn ? styles.fixed : ""].join(
                          " ",
                        )}
                        data-state={slot.state}
                      >
                        {content}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
