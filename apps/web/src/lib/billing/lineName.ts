import type { TFunction } from "i18next";
import type { BillReason } from "@portal/schemas/billing.constants";

/**
 * A bill line's name: in Finnish the bill's own text; in Swedish and English the kind of line
 * translated, as the bill's text is Finnish. A line of another kind keeps the bill's text in each.
 */
export function lineName(t: TFunction, language: string, line: { reason: BillReason; name: string }) {
  if (language === "fi" || line.reason === "other") return line.name;
  return t(`billReasons:${line.reason}`);
}
