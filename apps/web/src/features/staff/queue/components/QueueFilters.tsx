import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DEFECT_CLASSES } from "@portal/schemas/faults.constants";
import { CONTACT_CATEGORY_IDS } from "@portal/schemas/messages.constants";
import { QUEUE_SEARCH_MAX, QUEUE_SORTS, WORK_ITEM_KINDS } from "@portal/schemas/queue.constants";
import { Button } from "../../../../components/ui/Button.tsx";
import { FILTER_KEYS, type Filters } from "../filters.ts";
import { stateChoices, useStateLabel } from "../kinds.ts";
import styles from "./QueueFilters.module.css";

interface Props {
  filters: Filters;
  buildings: readonly { id: string; name: string }[];
  onApply: (filters: Filters) => void;
}

/** Where the filters stand open when the page opens: wider than a phone (the grid's four columns). */
const WIDE = "(min-width: 670px)";
const startsOpen = () =>
  typeof window === "undefined" || typeof window.matchMedia !== "function" || window.matchMedia(WIDE).matches;

/**
 * The queue's filters as one form: native selects and a search field, applied together with the
 * button (or Enter), so a keyboard user changes several before the list reloads. The choices go to
 * the address, where a view can be bookmarked. One grid of four columns on a wide screen and two on
 * a phone, where the form is folded away behind its summary (which counts the filters in use) so
 * the list starts on the first screens; applying a view folds it again (the page keys the form by
 * the address).
 */
export function QueueFilters({ filters, buildings, onApply }: Props) {
  const { t } = useTranslation("staff-queue");
  const id = useId();
  const stateLabel = useStateLabel();
  const [open, setOpen] = useState(startsOpen);
  const inUse = FILTER_KEYS.filter((key) => key !== "sort" && filters[key]).length;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const key of FILTER_KEYS) {
      const value = data.get(key);
      if (typeof value === "string" && value.trim()) next[key] = value.trim();
    }
    onApply(next);
  }

  const select = (
    key: "sort" | "kind" | "state" | "building" | "category" | "assignee",
    options: [string, string][],
    any = true,
  ) => (
    <div className={[styles.field, styles[key]].join(" ")}>
      <label htmlFor={`${id}-${key}`}>{t(`filters.${key}`)}</label>
      <select id={`${id}-${key}`} name={key} defaultValue={filters[key] ?? ""}>
        {any && <option value="">{t("filters.any")}</option>}
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <details className={styles.panel} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.toggle}>
        {t("filters.label")}
        {inUse > 0 && <span className={styles.inUse}>{t("filters.inUse", { count: inUse })}</span>}
      </summary>
      <form className={styles.form} onSubmit={submit} aria-label={t("filters.label")}>
        <div className={[styles.field, styles.q].join(" ")}>
          <label htmlFor={`${id}-q`}>{t("filters.q")}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={QUEUE_SEARCH_MAX}
            defaultValue={filters.q ?? ""}
          />
        </div>
        {select(
          "sort",
          QUEUE_SORTS.map((s) => [s, t(`sort.${s}`)]),
          false,
        )}
        {select(
          "kind",
          WORK_ITEM_KINDS.map((k) => [k, t(`kind.${k}`)]),
        )}
        {select(
          "state",
          stateChoices(filters.kind).map(({ kind, state }) => [state, stateLabel(kind, state)]),
        )}
        {select(
          "building",
          buildings.map((b) => [b.id, b.name]),
        )}
        {select("category", [
          ...DEFECT_CLASSES.map((c): [string, string] => [c, t(`category.${c}`)]),
          ...CONTACT_CATEGORY_IDS.map((c): [string, string] => [String(c), t(`category.${c}`)]),
        ])}
        {select("assignee", [
          ["me", t("assignee.me")],
          ["none", t("assignee.none")],
        ])}
        <div className={styles.footer}>
          <div className={styles.check}>
            <input
              id={`${id}-overdue`}
              name="overdue"
              type="checkbox"
              value="true"
              defaultChecked={filters.overdue === "true"}
            />
            <label htmlFor={`${id}-overdue`}>{t("filters.overdue")}</label>
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t("filters.apply")}</Button>
            <Button variant="secondary" onClick={() => onApply({})}>
              {t("filters.clear")}
            </Button>
          </div>
        </div>
      </form>
    </details>
  );
}
