import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ACCESSIBILITY_FEEDBACK } from "@portal/schemas/messages.constants";
import { Card } from "../../components/ui/Card.tsx";
import { PhoneLink } from "../../components/ui/PhoneLink.tsx";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { formatDate } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { InfoSide } from "./InfoSide.tsx";
import styles from "./InfoPage.module.css";

/** When the statement was drawn up and last reviewed: update it with every review. */
export const STATEMENT_DATE = "2026-11-28";

/** The supervising authority under the Act on the Provision of Digital Services (306/2019), since 2025. */
const AUTHORITY = {
  web: "https://www.saavutettavuusvaatimukset.fi",
  email: "saavutettavuus@traficom.fi",
  phone: "029 534 5000",
};

/**
 * Saavutettavuusseloste, as the Act on the Provision of Digital Services asks: the standard, what is
 * not yet accessible, the date, the feedback channel (customer service's own subtopic) and the
 * supervising authority. Open to everyone, linked from the footer.
 */
export default function AccessibilityPage() {
  const { t } = useTranslation(["content", "common"]);
  const title = t("common:pages.accessibility");
  usePageTitle(title);
  const gaps = t("accessibility.gaps", { returnObjects: true }) as unknown;
  return (
    <>
      <PageHeader title={title} lead={t("accessibility.intro")} />
      <SideLayout side={<InfoSide current={paths.accessibility} />}>
        <Card aria-label={title} className={styles.card}>
          <h2>{t("accessibility.statusTitle")}</h2>
          <p>{t("accessibility.status")}</p>
          <h2>{t("accessibility.gapsTitle")}</h2>
          <ul>{Array.isArray(gaps) && (gaps as string[]).map((gap, i) => <li key={i}>{gap}</li>)}</ul>
          <h2>{t("accessibility.assessedTitle")}</h2>
          <p>{t("accessibility.assessed", { date: formatDate(STATEMENT_DATE) })}</p>
          <h2>{t("accessibility.feedbackTitle")}</h2>
          <p>{t("accessibility.feedback")}</p>
          <ul>
            <li>
              <Link to={`${paths.message}?aihe=${ACCESSIBILITY_FEEDBACK.subcategory}`}>
                {t("accessibility.feedbackLink")}
              </Link>{" "}
              {t("accessibility.feedbackSignIn")}
            </li>
            <li>
              {t("accessibility.feedbackEmail")}{" "}
              <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>
            </li>
            <li>
              {t("accessibility.feedbackPhone")} <PhoneLink number={CUSTOMER_SERVICE.phone} />
            </li>
          </ul>
          <h2>{t("accessibility.authorityTitle")}</h2>
          <p>{t("accessibility.authority")}</p>
          <address className={styles.address}>
            {t("accessibility.authorityName")}
            <br />
            <a href={AUTHORITY.web} target="_blank" rel="noopener noreferrer">
              {AUTHORITY.web.replace("https://", "")}
              <span className="sr-only"> ({t("accessibility.newTab")})</span>
            </a>
            <br />
            <a href={`mailto:${AUTHORITY.email}`}>{AUTHORITY.email}</a>
            <br />
            {t("accessibility.authorityPhone")} <PhoneLink number={AUTHORITY.phone} />
          </address>
          <p className={styles.updated}>{t("accessibility.updated", { date: formatDate(STATEMENT_DATE) })}</p>
        </Card>
      </SideLayout>
    </>
  );
}
