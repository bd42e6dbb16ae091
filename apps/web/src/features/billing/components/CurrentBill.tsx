import { useTranslation } from "react-i18next";
import type { CurrentBillResponse } from "@portal/schemas/billing";
import { eurosToCents } from "@portal/schemas/billing.rules";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { billHasDebt } from "../../../lib/billing/currentBillQuery.ts";
import { formatDate, formatEuros } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "./CurrentBill.module.css";

/** This period's bill in figures; with overdue payments, the way to their breakdown. */
export function CurrentBill({ bill }: { bill: CurrentBillResponse }) {
  const { t } = useTranslation("billing");
  const hasDebt = billHasDebt(bill);
  return (
    <>
      <p className={styles.period}>
        {t("current.period", {
          start: formatDate(bill.periodStartDate),
          end: formatDate(bill.periodEndDate),
        })}
      </p>
      {bill.dueDate === null && eurosToCents(bill.totalRent) === 0 ? (
        <p>{t("current.noBill")}</p>
      ) : (
        <dl className={styles.figures}>
          <div>
            <dt>{t("current.totalRent")}</dt>
            <dd>{formatEuros(bill.totalRent)}</dd>
          </div>
          {bill.dueDate && (
            <div>
              <dt>{t("current.dueDate")}</dt>
              <dd>{formatDate(bill.dueDate)}</dd>
            </div>
          )}
          <div>
            <dt>{t("current.difference")}</dt>
            <dd>{formatEuros(bill.difference)}</dd>
          </div>
          {hasDebt && (
            <div className={styles.debt}>
              <dt>{t("current.debt")}</dt>
              <dd>{formatEuros(bill.debt)}</dd>
            </div>
          )}
        </dl>
      )}
      {hasDebt && (
        <div data-print="hide">
          <ButtonLink to={paths.debt} variant="secondary">
            {t("actions.debt")}
          </ButtonLink>
        </div>
      )}
    </>
  );
}
