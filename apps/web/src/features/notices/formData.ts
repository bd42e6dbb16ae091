import type { Language } from "@portal/schemas/common";
import type { EventItem, NoticeItem } from "@portal/schemas/notices";
import { excerpt } from "../../lib/notices/excerpt.ts";

/** A notice or an event: `id, formType, formData, formState, modifiedAt, publishedAt`. */
export type FeedItem = NoticeItem | EventItem;

/*
 * Reading a notice's or event's formData, which differs by form type: each reader takes what is
 * there and gives undefined for what is not, so an older or partial record still shows.
 */

export type Lang = Language;

export function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** A text in several languages ({ fi, sv, en }) in the reader's, else Finnish, else English; a plain string as it is. */
export function localized(value: unknown, lang: Lang): string | undefined {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const all = value as Record<string, unknown>;
    return text(all[lang]) ?? text(all.fi) ?? text(all.en);
  }
  return text(value);
}

export function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === "object")
    : [];
}

export function field(item: FeedItem, name: string): unknown {
  return (item.formData as Record<string, unknown>)[name];
}

/** An urgent company notice, which is also a site bulletin. */
export const isUrgent = (item: FeedItem) => item.formType === "CompanyNotice" && item.formData.urgent;

/**
 * A card's excerpt: the first words of the company's notice or event in the reader's language, or
 * of an invitation's description; nothing for a form whose fields say it all (a plan, minutes, a
 * PDF).
 */
export function itemExcerpt(item: FeedItem, lang: Lang): string | undefined {
  if (item.formType === "CompanyNotice" || item.formType === "CompanyEvent") {
    const html = localized(item.formData.text, lang);
    return html ? excerpt(html) || undefined : undefined;
  }
  if (item.formType === "EventInvite") {
    const description = text(field(item, "description"));
    return description ? excerpt(description, undefined, false) : undefined;
  }
  return undefined;
}
