import { useTranslation } from "react-i18next";
import styles from "./State.module.css";

export function Loading() {
  const { t } = useTranslation("common");
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t("loading")}
    </div>
  );
}
