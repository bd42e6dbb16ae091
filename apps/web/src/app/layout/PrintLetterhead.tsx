import { useTranslation } from "react-i18next";
import { COMPANY, CUSTOMER_SERVICE } from "@portal/schemas/company";
import styles from "./PrintLetterhead.module.css";

/**
 * The top of every printed page: the company's name and address and how to reach customer
 * service, so a printed lease, bill or form says whose it is. Paper only: on screen the header and
 * the footer say the same.
 */
export function PrintLetterhead() {
  const { t } = useTranslation("common");
  return (
    <div className={styles.letterhead} data-print="only">
      <p className={styles.name}>{COMPANY.name}</p>
      <p>
        {COMPANY.streetAddress}, {COMPANY.postalCode} {COMPANY.city}
      </p>
      <p>
        {t("print.customerService", {
          phone: CUSTOMER_SERVICE.phone,
          email: CUSTOMER_SERVICE.email,
          hours: t("footer.hours"),
        })}
      </p>
    </div>
  );
}
