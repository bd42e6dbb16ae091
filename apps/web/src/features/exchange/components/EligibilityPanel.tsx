import { useTranslation } from "react-i18next";
import type { ExchangeEligibility } from "@portal/schemas/exchange";
import { Notice } from "../../../components/ui/Notice.tsx";
import styles from "../Exchange.module.css";

/**
 * Whether the tenant may post a notice: each rule with its verdict, and for a failing rule what to
 * do about it.
 */
export function EligibilityPanel({ eligibility }: { eligibility: ExchangeEligibility }) {
  const { t } = useTranslation("exchange");
  const failing = eligibility.rules.filter((r) => !r.ok);
  return (
    <Notice
      tone={eligibility.eligible ? "success" : "warning"}
      title={eligibility.eligible ? t("eligibility.yes") : t("eligibility.no")}
      titleLevel={2}
    >
      <ul className={styles.rules}>
        {eligibility.rules.map(({ rule, ok }) => (
          <li key={rule} className={styles.rule}>
            <span className={ok ? styles.ok : styles.fail}>
              {ok ? t("eligibility.met") : t("eligibility.notMet")}
            </span>
            <span>{t(`rules.${rule}`, { months: eligibility.minimumMonths })}</span>
          </li>
        ))}
      </ul>
      {failing.map(({ rule }) => (
        <p key={rule}>{t(`rulesHelp.${rule}`, { months: eligibility.minimumMonths })}</p>
      ))}
      {!eligibility.apartment && <p>{t("eligibility.noLease")}</p>}
    </Notice>
  );
}
