import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CurrentBillResponse } from "@portal/schemas/billing";
import { eurosToCents } from "@portal/schemas/billing.rules";
import table from "../../../components/ui/Table.module.css";
import { TableScroll } from "../../../components/ui/TableScroll.tsx";
import { lineName } from "../../../lib/billing/lineName.ts";
import { formatDate, formatEuros } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "./HomeCards.module.css";

/** The current payment period and its bill lines. */
export function RentCard({ bill }: { bill: CurrentBillResponse }) {
  const { t, i18n } = useTranslation("home");
  const unpaid = eurosToCents(bill.difference);
  return (
    <>
      <p className={styles.period}>
        {t("rent.period", { start: formatDate(bill.periodStartDate), end: formatDate(bill.periodEndDate) })}
      </p>
      {bill.lines.length === 0 ? (
        <p>{t("rent.none")}</p>
      ) : (
        <>
          <TableScroll label={t("rent.title")}>
            <table className={table.table}>
              <caption className="sr-only">{t("rent.title")}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t("rent.reason")}</th>
                  <th scope="col">{t("rent.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {bill.lines.map((line, i) => (
                  <tr key={i}>
                    <td>{lineName(t, i18n.language, { reason: line.reason, name: line.reasonName })}</td>
                    <td className={table.number}>{formatEuros(line.amountEuros)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("rent.total")}</th>
                  <td className={table.number}>{formatEuros(bill.totalRent)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          {bill.dueDate && (
            <p className={styles.due}>{t("rent.dueDate", { date: formatDate(bill.dueDate) })}</p>
          )}
          <p>{unpaid > 0 ? t("rent.unpaid", { amount: formatEuros(bill.difference) }) : t("rent.paid")}</p>
        </>
      )}
      <Link to={paths.billing}>{t("rent.link")}</Link>
    </>
  );
}
