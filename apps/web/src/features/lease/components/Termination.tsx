import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CurrentContract } from "@portal/schemas/lease";
import { TERMINATION_PATH } from "@portal/schemas/lease.constants";
import { FactList } from "../../../components/ui/FactList.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { formatDate } from "../../../lib/format.ts";
import styles from "./LeaseAgreement.module.css";

/** Notice period and earliest end; the terminate link, or why the lease cannot be ended online. */
export function Termination({ contract }: { contract: CurrentContract }) {
  const { t } = useTranslation("lease");
  const reason = contract.terminationDisallowedReason;
  const { noticeMonths, earliestEndDate } = contract.termination;
  return (
    <>
      <FactList
        facts={[
          { label: t("termination.notice"), value: t("termination.noticeValue", { count: noticeMonths }) },
          // An ended lease, or one whose termination is recorded, has its end date and no earliest one.
          ...(earliestEndDate
            ? [{ label: t("termination.earliestEnd"), value: formatDate(earliestEndDate) }]
            : []),
        ]}
      />
      {reason === null ? (
        <p className={styles.action} data-print="hide">
          <Link to={TERMINATION_PATH} className={styles.terminate}>
            {t("termination.link")}
          </Link>
        </p>
      ) : (
        <div className={styles.reason}>
          <Notice tone="info">
            <p>{t(`termination.reasons.${reason}`)}</p>
          </Notice>
        </div>
      )}
    </>
  );
}
