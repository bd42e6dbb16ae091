import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/ui/Card.tsx";
import { paths } from "../../../lib/paths.ts";
import styles from "./BuildingCards.module.css";

const LINKS = [
  { key: "titleLink", to: paths.building },
  { key: "factsLink", to: paths.buildingFacts },
  { key: "safetyLink", to: paths.safety },
  { key: "waterLink", to: paths.waterMeter },
] as const;

/** The side column's links between the building's pages, without the page on screen. */
export function BuildingLinks({ current }: { current: string }) {
  const { t } = useTranslation("home");
  return (
    <Card title={t("building.more")} flat>
      <ul className={styles.links}>
        {LINKS.filter((link) => link.to !== current).map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{t(`building.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
