import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HISTORY_FILTERS, type HistoryFilter } from "@portal/schemas/billing.constants";
import { fromMonthIndex } from "@portal/schemas/billing.rules";
import field from "../../../components/ui/TextField.module.css";
import { formatMonth } from "../../../lib/format.ts";
import type { Range } from "../history.ts";
import styles from "./HistoryControls.module.css";

type Props = {
  /** Month indexes that have a period, newest first. */
  months: readonly number[];
  range: Range;
  filter: HistoryFilter;
  onRange: (which: "start" | "end", to: number) => void;
  onFilter: (filter: HistoryFilter) => void;
};

/** Start and end month and the all / billed / paid filter; native controls, so keys work as people expect. */
export function HistoryControls({ months, range, filter, onRange, onFilter }: Props) {
  const { t, i18n } = useTranslation("billing");
  const id = useId();
  const label = (index: number) => {
    const { year, month } = fromMonthIndex(index);
    return formatMonth(year, month, i18n.language);
  };
  const select = (which: "start" | "end") => (
    <div className={styles.month}>
      <label htmlFor={`${id}-${which}`} className={field.label}>
        {t(`history.${which}`)}
      </label>
      <select
        id={`${id}-${which}`}
        className={`${field.input} ${styles.select}`}
        value={range[which]}
        onChange={(event) => onRange(which, Number(event.target.value))}
      >
        {months.map((index) => (
          <option key={index} value={index}>
            {label(index)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.controls} data-print="hide">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("history.range")}</legend>
        <div className={styles.months}>
          {select("start")}
          {select("end")}
        </div>
      </fieldset>
      <fieldset className={`${styles.group} ${styles.filter}`}>
        <legend className={styles.legend}>{t("history.filter")}</legend>
        <div className={styles.options}>
          {HISTORY_FILTERS.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name={`${id}-filter`}
                value={value}
                checked={filter === value}
                onChange={() => onFilter(value)}
              />
              <span className={styles.check} aria-hidden="true">
                {filter === value ? "✓" : ""}
              </span>
              <span>{t(`history.filters.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
