import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BankTransferResponse, SecurityDepositResponse } from "@portal/schemas/billing";
import { ButtonLink, ButtonRow } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { formatDate, formatEuros, formatMoney } from "../../../lib/format.ts";
import { loadState } from "../../../lib/loadState.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "./HomeCards.module.css";

type Props = {
  endDate: string;
  signInUntil: string;
  /** Everything still unpaid, as the bank transfer would pay it. */
  due: UseQueryResult<BankTransferResponse, unknown>;
  deposit: UseQueryResult<SecurityDepositResponse, unknown>;
};

/**
 * For a tenant who has moved out, first on the home page: when the lease ended, how long the portal
 * stays open, and what remains to settle: the final bill and the deposit's return.
 */
export function LeaseEndedCard({ endDate, signInUntil, due, deposit }: Props) {
  const { t } = useTranslation("home");
  const dueState = loadState(due);
  const depositState = loadState(deposit);
  const unpaid = due.data?.amountDueCents ?? 0;
  const money = deposit.data?.amount ?? 0;
  const voucher = deposit.data?.voucher.amount ?? 0;
  return (
    <Card aria-labelledby="home-lease-ended-title" className={styles.leaseEnded}>
      <h2 id="home-lease-ended-title">{t("leaseEnded.title")}</h2>
      <p>
        {`${t("leaseEnded.ended", { date: formatDate(endDate) })} ${t("leaseEnded.access", {
          date: formatDate(signInUntil),
        })}`}
      </p>
      <h3>{t("leaseEnded.billTitle")}</h3>
      {dueState === "ready" &&
        (unpaid > 0 ? (
          <>
            <p>
              {due.data?.dueDate
                ? t("leaseEnded.billUnpaid", {
                    amount: formatMoney(unpaid),
                    date: formatDate(due.data.dueDate),
                  })
                : t("leaseEnded.billUnpaidNoDate", { amount: formatMoney(unpaid) })}
            </p>
            <ButtonRow>
              <ButtonLink to={paths.payment}>{t("leaseEnded.pay")}</ButtonLink>
            </ButtonRow>
          </>
        ) : (
          <p>{t("leaseEnded.billPaid")}</p>
        ))}
      {dueState === "error" && <LoadFailed text={t("loadFailed")} onRetry={() => void due.refetch()} />}
      {(dueState === "busy" || dueState === "notLoaded") && <Loading />}
      <h3>{t("leaseEnded.depositTitle")}</h3>
      {depositState === "ready" && (
        <p>
          {money > 0
            ? t("leaseEnded.depositMoney", { amount: formatEuros(money) })
            : voucher > 0
              ? t("leaseEnded.depositVoucher", { amount: formatEuros(voucher) })
              : t("leaseEnded.depositNone")}
        </p>
      )}
      {depositState === "error" && (
        <LoadFailed text={t("loadFailed")} onRetry={() => void deposit.refetch()} />
      )}
      {(depositState === "busy" || depositState === "notLoaded") && <Loading />}
      <p className={styles.more}>
        {`${t("leaseEnded.questions")} `}
        <Link to={paths.message}>{t("leaseEnded.write")}</Link>
      </p>
    </Card>
  );
}
