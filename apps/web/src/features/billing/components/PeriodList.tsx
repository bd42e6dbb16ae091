import { useTranslation } from "react-i18next";
import type { BillingHistoryItem } from "@portal/schemas/billing";
import type { HistoryFilter } from "@portal/schemas/billing.constants";
import { balanceLabel } from "@portal/schemas/billing.rules";
import { DataTable } from "../../../components/ui/DataTable.tsx";
import { formatDate, formatEuros, formatMoney, formatMonthTitle } from "../../../lib/format.ts";
import { shows, sumCents } from "../history.ts";
import { lineName } from "../../../lib/billing/lineName.ts";
import styles from "./PeriodList.module.css";

const LINE_TABLE = {
  billed: {
    caption: "history.billedTitle",
    name: "history.reason",
    date: "history.dueDate",
    none: "history.noBilled",
  },
  paid: {
    caption: "history.paidTitle",
    name: "history.payer",
    date: "history.paidDate",
    none: "history.noPaid",
  },
} as const;

/** A period's bill lines or payments: name, date and amount, with their total. */
function LineTable({
  title,
  kind,
  rows,
  totalCents,
}: {
  title: string;
  kind: keyof typeof LINE_TABLE;
  rows: { name: string; date: string; amountEuros: number }[];
  totalCents: number;
}) {
  const { t } = useTranslation("billing");
  const keys = LINE_TABLE[kind];
  if (rows.length === 0) return <p className={styles.none}>{t(keys.none)}</p>;
  return (
    <DataTable
      label={`${title}: ${t(keys.caption)}`}
      caption={t(keys.caption)}
      aligned
      rows={rows}
      rowKey={(_, i) => String(i)}
      columns={[
        { header: t(keys.name), cell: (row) => row.name },
        { header: t(keys.date), cell: (row) => formatDate(row.date), nowrap: true },
        { header: t("history.amount"), cell: (row) => formatEuros(row.amountEuros), numeric: true },
      ]}
      footer={[t("history.total"), null, formatMoney(totalCents)]}
    />
  );
}

function Period({ item, filter }: { item: BillingHistoryItem; filter: HistoryFilter }) {
  const { t, i18n } = useTranslation("billing");
  const id = `period-${item.year}-${item.month}`;
  const label = balanceLabel(item.sumAfter);
  const title = formatMonthTitle(item.year, item.month, i18n.language);
  // The badge tells what of this month's own bills is unpaid; the running balance (every month so
  // far) is its own line, labelled as such, so an older debt is never shown as this month's.
  const month = item.billed.length === 0 ? "none" : item.monthUnpaid > 0 ? "unpaid" : "paid";
  return (
    <section aria-labelledby={id} className={styles.period}>
      <div className={styles.head}>
        <h3 id={id} className={styles.title}>
          {title}
          {item.isCurrent && <span className={styles.current}>{t("history.current")}</span>}
        </h3>
        {month !== "none" && (
          <p className={`${styles.balance} ${styles[month === "unpaid" ? "remaining" : "upToDate"]}`}>
            {t(`history.month.${month}`, { amount: formatEuros(item.monthUnpaid) })}
          </p>
        )}
      </div>
      <p className={styles.running}>
        {t("history.balance.title")}{" "}
        <strong className={styles[`${label}Text`]}>
          {t(`history.balance.${label}`, { amount: formatEuros(Math.abs(item.sumAfter)) })}
        </strong>
      </p>
      {shows(filter, "billed") && (
        <LineTable
          title={title}
          kind="billed"
          rows={item.billed.map((line) => ({
            name: lineName(t, i18n.language, { reason: line.reason, name: line.reasonName }),
            date: line.dueDate,
            amountEuros: line.amountEuros,
          }))}
          totalCents={sumCents(item.billed)}
        />
      )}
      {shows(filter, "paid") && (
        <LineTable
          title={title}
          kind="paid"
          rows={item.paid.map((line) => ({
            name: line.payerName,
            date: line.paidDate,
            amountEuros: line.amountEuros,
          }))}
          totalCents={sumCents(item.paid)}
        />
      )}
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
