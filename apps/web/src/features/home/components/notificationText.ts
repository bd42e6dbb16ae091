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
  const key = `notifications.${n.category}`;
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
      const lang = language === "en" ? "en" : "fi";
      return { title: meta?.title?.[lang] ?? t("notifications.normal.title"), text: meta?.body?.[lang] };
    }
    default:
      return { title: t(`${key}.title`), text: t(`${key}.text`) };
  }
}
