import { useCallback } from "react";

// Inputs that a browser submits the form from on Enter: the typed ones and the date and time fields.
const TEXT_LIKE = new Set([
  "text",
  "email",
  "tel",
  "password",
  "search",
  "url",
  "number",
  "date",
  "time",
  "month",
  "week",
  "datetime-local",
]);

/**
 * Enter in a field only submits from the form's last field (spec: Enter does not submit unless
 * allowed). From an earlier field it moves on to the next one, so a half-filled form is never sent.
 */
export function enterMovesToNextField(event: KeyboardEvent): void {
  if (event.key !== "Enter" || event.isComposing) return;
  const form = event.currentTarget;
  const target = event.target;
  if (
    !(form instanceof HTMLFormElement) ||
    !(target instanceof HTMLInputElement) ||
    !TEXT_LIKE.has(target.type)
  )
    return;
  // A text area or a list in between is where the tenant goes next, not a field further down.
  const fields = [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      ((el instanceof HTMLInputElement && TEXT_LIKE.has(el.type)) ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement) &&
      !el.disabled &&
      !el.hidden &&
      (el instanceof HTMLSelectElement || !el.readOnly),
  );
  const index = fields.indexOf(target);
  const next = fields[index + 1];
  if (index >= 0 && next) {
    event.preventDefault();
    next.focus();
  }
}

/** A ref for a <form> that applies enterMovesToNextField to its fields' key presses. */
export function useEnterMovesToNextField() {
  return useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    form.addEventListener("keydown", enterMovesToNextField);
    return () => form.removeEventListener("keydown", enterMovesToNextField);
  }, []);
}
