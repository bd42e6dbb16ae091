import { useTranslation } from "react-i18next";
import { Notice } from "../../../components/ui/Notice.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { externalEventsUrl } from "../externalEvents.ts";
import styles from "./ExternalEventsView.module.css";

/**
 * The resident-activity programme's event calendar, embedded: the configured page in a frame
 * 1 500 px high, in the reader's language, with a title and a link to open it on its own.
 */
export function ExternalEventsView() {
  const { t, i18n } = useTranslation("notices");
  usePageTitle(t("external.title"));
  const src = externalEventsUrl(i18n.language === "en" ? "en" : "fi");
  return (
    <>
      <PageHeader title={t("external.title")} lead={t("external.lead")} />
      {src ? (
        <>
          <iframe className={styles.frame} src={src} title={t("external.frameTitle")} height={1500} />
          <p>
            <a href={src} target="_blank" rel="noopener noreferrer">
              {t("external.open")}
            </a>
          </p>
        </>
      ) : (
        <Notice tone="info">{t("external.unavailable")}</Notice>
      )}
    </>
  );
}
