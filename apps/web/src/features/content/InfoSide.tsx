import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { Card } from "../../components/ui/Card.tsx";
import { PhoneLink } from "../../components/ui/PhoneLink.tsx";
import { paths } from "../../lib/paths.ts";
import styles from "./InfoPage.module.css";

const LINKS = [
  { key: "dataProtection", to: paths.dataProtection },
  { key: "terms", to: paths.terms },
  { key: "accessibility", to: paths.accessibility },
] as const;

/**
 * The side column of the pages about the service (data protection, terms, accessibility): the other
 * two, and customer service for questions. Open to everyone, so nothing here needs a session.
 */
export function InfoSide({ current }: { current: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      <Card title={t("footer.legal")} flat>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.key}>
              {link.to === current ? (
                <span aria-current="page">{t(`footer.${link.key}`)}</span>
              ) : (
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t("footer.customerService")} flat>
        <p>{t("footer.customerServiceText")}</p>
        <p className={styles.contact}>
          <PhoneLink number={CUSTOMER_SERVICE.phone} />
          <br />
          <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>
        </p>
        <p className={styles.updated}>{t("footer.hours")}</p>
      </Card>
    </>
  );
}
