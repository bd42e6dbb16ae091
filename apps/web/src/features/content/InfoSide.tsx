import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { paths } from "../../lib/paths.ts";
import styles from "./InfoPage.module.css";

const LINKS = [
  { key: "dataProtection", to: paths.dataProtection },
  { key: "terms", to: paths.terms },
  { key: "accessibility", to: paths.accessibility },
] as const;

/**
 * The side column of the pages about the service (data protection, terms, accessibility): all three,
 * the one on screen marked. (Customer service is in the footer of every page.)
 */
export function InfoSide({ current }: { current: string }) {
  const { t } = useTranslation("common");
  return (
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
  );
}
