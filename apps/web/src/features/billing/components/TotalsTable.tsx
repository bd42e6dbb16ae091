import { useTranslation } from "react-i18next";
import table from "../../../components/ui/Table.module.css";
import { TableScroll } from "../../../components/ui/TableScroll.tsx";
import { formatMoney, formatMonth } from "../../../lib/format.ts";
import type { MonthTotals } from "../history.ts";

/** The chart's figures as a table: what a screen reader reads, and what prints exactly. */
export function TotalsTable({ totals }: { totals: readonly MonthTotals[] }) {
  const { t, i18n } = useTranslation("billing");
  return (
    <TableScroll label={t("chart.caption")}>
      <table className={table.table}>
        <caption className="sr-only">{t("chart.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.month")}</th>
            <th scope="col" className={table.number}>
              {t("chart.billed")}
            </th>
            <th scope="col" className={table.number}>
              {t("chart.paid")}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((m) => (
            <tr key={m.index}>
              <th scope="row">{formatMonth(m.year, m.month, i18n.language)}</th>
              <td className={table.number}>{formatMoney(m.billedCents)}</td>
              <td className={table.number}>{formatMoney(m.paidCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
