import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import styles from "./Footer.module.css";

/** Signed-in footer: the menu's sections as plain links. */
export default function FooterMenu() {
  const { t } = useTranslation("common");
  const menu = useMainMenu();
  return (
    <nav aria-label={t("footer.sections")} className={styles.sections}>
      {menu.tree?.roots
        .filter((root) => root.children.length > 0)
        .map((root) => (
          <div key={root.id}>
            <h2 className={styles.heading}>{root.title}</h2>
            <ul className={styles.links}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <Link to={child.path}>{child.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
