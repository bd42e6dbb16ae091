import { useTranslation } from "react-i18next";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { menuPaths } from "../../../lib/paths.ts";
import { FORM_STATES } from "../states.ts";
import { formatDate } from "../../../lib/format.ts";
import type { FormRecord } from "../api/types.ts";
import { showTime } from "../model.ts";

/**
 * What a form is about, as its list names it: a plan's or report's year, the minutes' meeting, an
 * invitation's event with its date and time, an expense form's event.
 */
export function formHeadline(
  t: (key: string, options?: Record<string, unknown>) => string,
  form: Pick<FormRecord, "formType" | "formData">,
): string {
  const data = form.formData;
  const text = (value: unknown) =>
    typeof value === "string" || typeof value === "number" ? String(value) : "";
  switch (form.formType) {
    case "ActionPlan":
    case "ActionReport":
      return text(data.year);
    case "MeetingMinutes":
      return text(data.name);
    case "EventInvite": {
      const date =
        typeof data.date === "string" && /^\d{4}-\d{2}-\d{2}/.test(data.date)
          ? formatDate(data.date.slice(0, 10))
          : "";
      const time = typeof data.time === "string" ? showTime(data.time) : "";
      const type = typeof data.eventType === "string" ? t(`committee:eventTypes.${data.eventType}`) : "";
      return [text(data.name), [date, time].filter(Boolean).join(" "), type].filter(Boolean).join(" · ");
    }
    default: {
      const event = (data.event ?? {}) as Record<string, unknown>;
      return text(event.name);
    }
  }
}

/** The form's type and what it is about, one line. */
export function FormName({ form }: { form: Pick<FormRecord, "formType" | "formData"> }) {
  const { t } = useTranslation("committee");
  const headline = formHeadline(t as never, form);
  return (
    <>
      {t(`forms.${form.formType}.title`)}
      {headline && `: ${headline}`}
    </>
  );
}

export const ownFormPath = (id: string) => `${menuPaths.ownForms}/${encodeURIComponent(id)}`;
export const editFormPath = (id: string) => `${menuPaths.ownForms}/muokkaa/${encodeURIComponent(id)}`;

/** The badge of a form's state. */
export function FormStateBadge({ state }: { state: string }) {
  const { t } = useTranslation("committee");
  if (!FORM_STATES.isState(state)) return <span>{state}</span>;
  return <StatusBadge workflow={FORM_STATES} state={state} label={t(`states.${state}`)} />;
}
