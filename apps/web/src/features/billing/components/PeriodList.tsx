import { useTranslation } from "react-i18next";
import type { BillingHistoryItem } from "@portal/schemas/billing";
import type { HistoryFilter } from "@portal/schemas/billing.constants";
import { balanceLabel } from "@portal/schemas/billing.rules";
import table from "../../../components/ui/Table.module.css";
import { TableScroll } from "../../../components/ui/TableScroll.tsx";
import { formatDate, formatEuros, formatMoney, formatMonthTitle } from "../../../lib/format.ts";
import { shows, sumCents } from "../history.ts";
import { lineName } from "../../../lib/billing/lineName.ts";
import styles from "./PeriodList.module.css";

function Period({ item, filter }: { item: BillingHistoryItem; filter: HistoryFilter }) {
  const { t, i18n } = useTranslation("billing");
  const id = `period-${item.year}-${item.month}`;
  const label = balanceLabel(item.sumAfter);
  const title = formatMonthTitle(item.year, item.month, i18n.language);
  return (
    <section aria-labelledby={id} className={styles.period}>
      <div className={styles.head}>
        <h3 id={id} className={styles.title}>
          {title}
          {item.isCurrent && <span className={styles.current}>{t("history.current")}</span>}
        </h3>
        <p className={`${styles.balance} ${styles[label]}`}>
          {t(`history.balance.${label}`, { amount: formatEuros(Math.abs(item.sumAfter)) })}
        </p>
      </div>
      {shows(filter, "billed") &&
        (item.billed.length === 0 ? (
          <p className={styles.none}>{t("history.noBilled")}</p>
        ) : (
          <TableScroll label={`${title}: ${t("history.billedTitle")}`}>
            <table className={`${table.table} ${table.aligned}`}>
              <caption>{t("history.billedTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("history.reason")}</th>
                  <th scope="col">{t("history.dueDate")}</th>
                  <th scope="col" className={table.number}>
                    {t("history.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {item.billed.map((line, i) => (
                  <tr key={i}>
                    <td>{lineName(t, i18n.language, { reason: line.reason, name: line.reasonName })}</td>
                    <td className={table.nowrap}>{formatDate(line.dueDate)}</td>
                    <td className={table.number}>{formatEuros(line.amountEuros)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("history.total")}
                  </th>
                  <td className={table.number}>{formatMoney(sumCents(item.billed))}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        ))}
      {shows(filter, "paid") &&
        (item.paid.length === 0 ? (
          <p className={styles.none}>{t("history.noPaid")}</p>
        ) : (
          <TableScroll label={`${title}: ${t("history.paidTitle")}`}>
            <table className={`${table.table} ${table.aligned}`}>
              <caption>{t("history.paidTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("history.payer")}</th>
                  <th scope="col">{t("history.paidDate")}</th>
                  <th scope="col" className={table.number}>
                    {t("history.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {item.paid.map((line, i) => (
                  <tr key={i}>
                    <td>{line.payerName}</td>
                    <td className={table.nowrap}>{formatDate(line.paidDate)}</td>
                    <td className={table.number}>{formatEuros(line.amountEuros)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("history.total")}
                  </th>
                  <td className={table.number}>{formatMoney(sumCents(item.paid))}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        ))}
    </section>
  );
}

/** The periods in the range, newest first, each with its lines, payments and closing balance. */
export function PeriodList({
  items,
  filter,
}: {
  items: readonly BillingHistoryItem[];
  filter: HistoryFilter;
}) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <Period key={item.startDate} item={item} filter={filter} />
      ))}
    </div>
  );
}
