// The household's bookings as iCalendar: one booking's .ics and the private feed, in the reader's language.
import { FEED_WEEKS } from "@portal/schemas/bookings.constants";
import type { Language } from "@portal/schemas/common";
import { addDays, todayInHelsinki } from "../../lib/dates.ts";
import type { BookingsRepository, Scope } from "./bookings.repository.ts";
import { writeCalendar, type CalendarEvent } from "./ics.ts";
import { isoWeekday, localInstant } from "./slots.ts";

/** UIDs stay the same however often the file is downloaded or the feed refreshed. */
const UID_DOMAIN = "varaukset.asukasportaali";

type Named = { nameFi: string; nameSv: string; nameEn: string };

/** A resource's name in the calendar's language (Swedish read as the Finnish when empty). */
const nameIn = (r: Named, language: Language) =>
  language === "en" ? r.nameEn : language === "sv" ? r.nameSv || r.nameFi : r.nameFi;

/** The words of the calendar files in each language. */
const WORDS: Record<Language, { feed: string; weeklyTurn: string }> = {
  fi: { feed: "Varaukset", weeklyTurn: "vakiovuoro" },
  sv: { feed: "Bokningar", weeklyTurn: "fast tur" },
  en: { feed: "Bookings", weeklyTurn: "weekly turn" },
};

export function createCalendar(repo: BookingsRepository, now: () => Date) {
  return {
    async bookingIcs(scope: Scope, id: string, language: Language): Promise<string | null> {
      const booking = await repo.booking(scope, id);
      if (!booking) return null;
      return writeCalendar({
        name: nameIn(booking, language),
        now: now(),
        events: [
          {
            uid: `${booking.id}@${UID_DOMAIN}`,
            start: booking.startsAt,
            end: booking.endsAt,
            summary: nameIn(booking, language),
            location: booking.location,
          },
        ],
      });
    },

    /** Upcoming bookings and every weekly turn's occurrences for the next FEED_WEEKS weeks. */
    async feed(scope: Scope, language: Language): Promise<string> {
      const at = now();
      const today = todayInHelsinki(at);
      const [bookings, turns, resources] = await Promise.all([
        // Cancelled bookings leave the feed, and so the subscribed calendars.
        repo.list(scope, true, at, true),
        repo.turns(scope, today),
        repo.resources(scope),
      ]);
      const events: CalendarEvent[] = bookings.map((b) => ({
        uid: `${b.id}@${UID_DOMAIN}`,
        start: b.startsAt,
        end: b.endsAt,
        summary: nameIn(b, language),
      }));
      const byId = new Map(resources.map((r) => [r.id, r]));
      for (const turn of turns) {
        const resource = byId.get(turn.resourceId);
        if (!resource) continue;
        for (let i = 0; i < FEED_WEEKS * 7; i++) {
          const date = addDays(today, i);
          if (isoWeekday(date) !== turn.weekday || date < turn.validFrom) continue;
          if (turn.validUntil !== null && date > turn.validUntil) continue;
          const end = localInstant(date, turn.startMinute + resource.slotMinutes);
          if (end.getTime() <= at.getTime()) continue;
          events.push({
            uid: `${turn.id}-${date}@${UID_DOMAIN}`,
            start: localInstant(date, turn.startMinute),
            end,
            summary: `${nameIn(resource, language)} (${WORDS[language].weeklyTurn})`,
          });
        }
      }
      events.sort((a, b) => a.start.getTime() - b.start.getTime());
      return writeCalendar({ name: WORDS[language].feed, now: at, events });
    },
  };
}
export type Calendar = ReturnType<typeof createCalendar>;
