import type { TFunction } from "i18next";
import type { Notification } from "@portal/schemas/notifications";
import { formatDate, formatEuros } from "../../../lib/format.ts";

/** What a server notification says, in the page's language: a title and an optional text. */
export function notificationText(
  t: TFunction<"home">,
  language: string,
  n: Notification,
): { title: string; text: string | undefined } {
  const meta = n.notificationMeta;
  switch (n.category) {
    case "arrear":
      return {
        title: t("notifications.arrear.title", { amount: formatEuros(meta?.arrearAmount ?? 0) }),
        text: t("notifications.arrear.text"),
      };
    case "contract_lifecycle": {
      const event = meta?.event ?? "unknown";
      const date = meta?.date ? formatDate(meta.date) : "";
      return {
        title: t(`notifications.contract_lifecycle.${event}.title`, { date }),
        text: t(`notifications.contract_lifecycle.${event}.text`),
      };
    }
    case "normal": {
      const lang = language === "en" || language === "sv" ? language : "fi";
      const title = meta?.title?.[lang] ?? meta?.title?.fi;
      return { title: title ?? t("notifications.normal.title"), text: meta?.body?.[lang] ?? meta?.body?.fi };
    }
    default:
      return terminationText(t, n);
  }
}

/** Termination notifications whose text says the notice's end date when it is known. */
const DATED = new Set(["termination_request_approval_needed", "termination_request_landlord_accepted"]);

/**
 * A termination notification: the notice as it stood when it was written (each person holds one
 * per notice, the latest). A notice just given reads differently to its sender while others are
 * asked, once it is in review, and to a resident who is only informed.
 */
function terminationText(t: TFunction<"home">, n: Notification): { title: string; text: string } {
  const meta = n.notificationMeta;
  const date = meta?.date ? formatDate(meta.date) : undefined;
  const note = meta?.termination;
  let key = `notifications.${n.category}`;
  if (n.category === "termination_request_created" && note && date)
    key += note.informed
      ? ".informed"
      : note.status === "pending_tenant_approval"
        ? ".awaiting"
        : ".inReview";
  const text = date && DATED.has(n.category) ? `${key}.textDated` : `${key}.text`;
  return { title: t(`${key}.title`), text: t(text, { date }) };
}
