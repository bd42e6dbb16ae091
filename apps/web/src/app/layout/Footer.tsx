import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CUSTOMER_SERVICE, telHref } from "@portal/schemas/company";
import styles from "./Footer.module.css";
import { paths } from "../../lib/paths.ts";

const FooterMenu = lazy(() => import("./FooterMenu.tsx"));

/**
 * Every page of the portal ends alike: customer service's contact first (the help is in the same
 * place on every page, signed in or not: WCAG 3.2.6), then for a tenant the menu's sections, then
 * the service's legal pages.
 */
export function Footer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("common");
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* A group, not a region: a page may have its own customer-service card, a region of that name. */}
        <div role="group" className={styles.contact} aria-labelledby="footer-customer-service">
          <h2 id="footer-customer-service" className={styles.heading}>
            {t("footer.customerService")}
          </h2>
          <p>{t("footer.customerServiceText")}</p>
          <dl className={styles.contactList}>
            <div>
              <dt>{t("footer.email")}</dt>
              <dd>
                <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t("footer.phone")}</dt>
              <dd>
                <a href={telHref(CUSTOMER_SERVICE.phone)}>{CUSTOMER_SERVICE.phone}</a>
              </dd>
            </div>
          </dl>
          <p className={styles.hours}>{t("footer.hours")}</p>
        </div>
        {signedIn && (
          <Suspense fallback={null}>
            <FooterMenu />
          </Suspense>
        )}
        <div className={styles.bottom}>
          <ul className={styles.legal} aria-label={t("footer.legal")}>
            <li>
              <Link to={paths.dataProtection}>{t("footer.dataProtection")}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to={paths.accessibility}>{t("footer.accessibility")}</Link>
            </li>
          </ul>
          <p className={styles.copyright}>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
