import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BillingHistoryItem } from "@portal/schemas/billing";
import type { HistoryFilter } from "@portal/schemas/billing.constants";
import {
  inRange,
  initialRange,
  monthTotals,
  moveRange,
  periodIndex,
  sortNewestFirst,
  type Range,
} from "../history.ts";
import { HistoryChart } from "./HistoryChart.tsx";
import { HistoryControls } from "./HistoryControls.tsx";
import { PeriodList } from "./PeriodList.tsx";
import { TotalsTable } from "./TotalsTable.tsx";

/** The history in the chosen range and filter: the chart with its table, then each period newest first. */
export function HistorySection({ items }: { items: readonly BillingHistoryItem[] }) {
  const { t } = useTranslation("billing");
  const sorted = useMemo(() => sortNewestFirst(items), [items]);
  const [chosen, setChosen] = useState<Range>();
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const range = chosen ?? initialRange(sorted);

  if (!range) return <p>{t("history.empty")}</p>;
  const shown = inRange(sorted, range);
  const totals = monthTotals(shown);
  return (
    <>
      <HistoryControls
        months={sorted.map(periodIndex)}
        range={range}
        filter={filter}
        onRange={(which, to) => setChosen(moveRange(range, which, to))}
        onFilter={setFilter}
      />
      <h3>{t("chart.title")}</h3>
      <HistoryChart totals={totals} />
      <TotalsTable totals={totals} />
      <PeriodList items={shown} filter={filter} />
    </>
  );
}
