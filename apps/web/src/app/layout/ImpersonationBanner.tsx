import { useTranslation } from "react-i18next";
import styles from "./ImpersonationBanner.module.css";

/** Above every tenant page while a staff member views it read-only: said, never mistaken for the tenant's own view. */
export default function ImpersonationBanner({ staffName }: { staffName: string }) {
  const { t } = useTranslation("common");
  return (
    <div role="status" className={styles.impersonation} data-print="hide">
      <strong>{t("impersonation.title")}</strong> {t("impersonation.text", { name: staffName })}
    </div>
  );
}
