import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { formatArea, formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useProfile } from "../../lib/session/profileQuery.ts";
import styles from "./HomePage.module.css";
import { menuPaths } from "../../lib/paths.ts";

const QUICK_LINKS = [
  { key: "billing", to: menuPaths.billing, tone: styles.mint },
  { key: "fault", to: menuPaths.faultReport, tone: styles.carrot },
  { key: "committee", to: menuPaths.committee, tone: styles.lemon },
  { key: "contacts", to: menuPaths.contacts, tone: styles.turquoise },
] as const;

export default function HomePage() {
  const { t } = useTranslation(["home", "common"]);
  usePageTitle(t("common:pages.home"));
  const profile = useProfile();

  if (profile.isPending) return <Loading />;
  if (profile.isError || !profile.data) {
    return (
      <ErrorState>
        <p>{t("error")}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t("common:errors.retry")}
        </Button>
      </ErrorState>
    );
  }

  const { firstName, contract } = profile.data;
  const address = contract.postalAddress;
  return (
    <>
      <div className={styles.hero}>
        <h1>{t("greeting", { name: firstName })}</h1>
        <p className={styles.intro}>{t("intro")}</p>
      </div>
      <div className={styles.grid}>
        <Card aria-labelledby="home-card-title" className={styles.homeCard}>
          <h2 id="home-card-title">{t("home.title")}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t("home.address")}</dt>
              <dd>
                {address.streetAddressLine1}
                {address.streetAddressLine2 && (
                  <>
                    <br />
                    {address.streetAddressLine2}
                  </>
                )}
                <br />
                {`${address.postalCode} ${address.city}`}
              </dd>
            </div>
            <div>
              <dt>{t("home.area")}</dt>
              <dd>{formatArea(contract.area)}</dd>
            </div>
            <div>
              <dt>{t("home.contractStart")}</dt>
              <dd>{formatDate(contract.startDate)}</dd>
            </div>
          </dl>
        </Card>
        <Card aria-labelledby="quick-links-title">
          <h2 id="quick-links-title">{t("quickLinks.title")}</h2>
          <ul className={styles.quickLinks}>
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={`${styles.quickLink} ${link.tone}`}>
                  <span>{t(`quickLinks.${link.key}`)}</span>
                  <span className={styles.arrow} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
