import { useTranslation } from "react-i18next";
import type { DebtResponse } from "@portal/schemas/billing";
import { DataTable } from "../../../components/ui/DataTable.tsx";
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
        const title = formatMonthTitle(year, m, i18n.language);
        return (
          <DataTable
            key={month.yearMonth}
            label={title}
            caption={title}
            aligned
            rows={month.debtByTarget}
            rowKey={(_, i) => String(i)}
            columns={[
              {
                header: t("history.reason"),
                cell: (line) => lineName(t, i18n.language, { reason: line.reason, name: line.nameOnBill }),
              },
              { header: t("debt.dueDate"), cell: (line) => formatDate(line.dueDate), nowrap: true },
              { header: t("debt.currentDue"), cell: (line) => formatEuros(line.currentDue), numeric: true },
            ]}
            footer={[t("debt.monthSum"), null, formatEuros(month.sum)]}
          />
        );
      })}
      <p className={styles.total}>
        <span>{t("debt.total")}</span>
        <strong>{formatEuros(debt.currentDue)}</strong>
      </p>
    </>
  );
}
