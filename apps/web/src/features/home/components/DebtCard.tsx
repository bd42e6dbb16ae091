import { useTranslation } from "react-i18next";
import type { DebtResponse } from "@portal/schemas/billing";
import { ButtonLink, ButtonRow } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { formatEuros } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "./HomeCards.module.css";

/** Shown only by the shared rule (showDebtCard): overdue debt, some of it more than a week old. */
export function DebtCard({ debt }: { debt: DebtResponse }) {
  const { t } = useTranslation("home");
  return (
    <Card aria-labelledby="home-debt-title" className={styles.debtCard}>
      <h2 id="home-debt-title">{t("debt.title")}</h2>
      <p>{t("debt.text", { amount: formatEuros(debt.currentDue) })}</p>
      <ButtonRow>
        <ButtonLink to={paths.payment}>{t("debt.pay")}</ButtonLink>
        <ButtonLink to={paths.debt} variant="secondary">
          {t("debt.breakdown")}
        </ButtonLink>
      </ButtonRow>
    </Card>
  );
}
