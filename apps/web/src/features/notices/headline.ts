import type { TFunction } from "i18next";
import { formatDate } from "../../lib/format.ts";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { field, localized, text, type FeedItem, type Lang } from "./formData.ts";

/** A date as the record holds it (YYYY-MM-DD or an instant) in D.M.YYYY; anything else as given. */
export function dateText(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(raw)?.[0];
  return day ? formatDate(day) : raw;
}

/**
 * The headline a notice or event shows in lists and on its page, as the specification has it: an
 * action plan and an action report by their year, meeting minutes by their name, an event
 * invitation by its name; the company's own by their title in the reader's language.
 */
export function headline(item: FeedItem, lang: Lang, t: TFunction<"notices">): string {
  const year = text(field(item, "year"));
  switch (item.formType) {
    case "ActionPlan":
      return year ? t("headline.ActionPlan", { year }) : t("formType.ActionPlan");
    case "ActionReport":
      return year ? t("headline.ActionReport", { year }) : t("formType.ActionReport");
    case "MeetingMinutes":
      return text(field(item, "name")) ?? t("formType.MeetingMinutes");
    case "EventInvite":
      return text(field(item, "name")) ?? t("formType.EventInvite");
    default:
      return (
        localized(field(item, "title"), lang) ??
        text(field(item, "name")) ??
        t(`formType.${item.formType}`, { defaultValue: t("formType.other") })
      );
  }
}

/** When an event is: its date (D.M.YYYY) and time (HH.mm) as far as they are known. */
export function eventWhen(item: FeedItem, t: TFunction<"notices">): string | undefined {
  if (item.formType === "CompanyEvent") {
    const { startsAt, endsAt } = item.formData;
    const start = { date: formatInstantDate(startsAt), time: formatInstantTime(startsAt) };
    if (!endsAt) return t("when", start);
    const endDate = formatInstantDate(endsAt);
    return endDate === start.date
      ? t("whenRange", { ...start, end: formatInstantTime(endsAt) })
      : t("whenDays", { ...start, endDate, endTime: formatInstantTime(endsAt) });
  }
  const date = dateText(field(item, "date"));
  if (!date) return undefined;
  const time = text(field(item, "time"))?.replace(":", ".");
  return time ? t("when", { date, time }) : date;
}

/** A document's creation date (YYYY-MM-DD, an instant, or already D.M.YYYY / dd.mm.yyyy) as D.M.YYYY. */
export function documentDate(value: string): string {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (dotted) return `${Number(dotted[1])}.${Number(dotted[2])}.${dotted[3]}`;
  return dateText(value) ?? value;
}
