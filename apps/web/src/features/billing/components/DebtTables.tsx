import { useTranslation } from "react-i18next";
import type { DebtResponse } from "@portal/schemas/billing";
import table from "../../../components/ui/Table.module.css";
import { TableScroll } from "../../../components/ui/TableScroll.tsx";
import { lineName } from "../../../lib/billing/lineName.ts";
import { formatDate, formatEuros, formatMonthTitle } from "../../../lib/format.ts";
import styles from "./DebtTables.module.css";

/** One table per month of what is overdue, each with its sum, and the total under them all. */
export function DebtTables({ debt }: { debt: DebtResponse }) {
  const { t, i18n } = useTranslation("billing");
  return (
    <>
      {debt.debtByMonth.map((month) => {
        const [year, m] = month.yearMonth.split("-").map(Number) as [number, number];
        return (
          <TableScroll key={month.yearMonth} label={formatMonthTitle(year, m, i18n.language)}>
            <table className={`${table.table} ${table.aligned}`}>
              <caption>{formatMonthTitle(year, m, i18n.language)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("debt.nameOnBill")}</th>
                  <th scope="col">{t("debt.dueDate")}</th>
                  <th scope="col" className={table.number}>
                    {t("debt.currentDue")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {month.debtByTarget.map((line, i) => (
                  <tr key={i}>
                    <td>{lineName(t, i18n.language, { reason: line.reason, name: line.nameOnBill })}</td>
                    <td className={table.nowrap}>{formatDate(line.dueDate)}</td>
                    <td className={table.number}>{formatEuros(line.currentDue)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("debt.monthSum")}
                  </th>
                  <td className={table.number}>{formatEuros(month.sum)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        );
      })}
      <p className={styles.total}>
        <span>{t("debt.total")}</span>
        <strong>{formatEuros(debt.currentDue)}</strong>
      </p>
    </>
  );
}
