import { useTranslation } from "react-i18next";
import type { DebtResponse } from "@portal/schemas/billing";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { formatEuros } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";

/** Shown only by the shared rule (showDebtCard): overdue debt, some of it more than a week old (red: overdue). */
export function DebtCard({ debt }: { debt: DebtResponse }) {
  const { t } = useTranslation("home");
  return (
    <section aria-label={t("debt.title")}>
      <Notice
        tone="error"
        title={t("debt.title")}
        actions={
          <>
            <ButtonLink to={paths.payment}>{t("debt.pay")}</ButtonLink>
            <ButtonLink to={paths.debt} variant="secondary">
              {t("debt.breakdown")}
            </ButtonLink>
          </>
        }
      >
        <p>{t("debt.text", { amount: formatEuros(debt.currentDue) })}</p>
      </Notice>
    </section>
  );
}
