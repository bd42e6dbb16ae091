import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { paths } from "../../lib/paths.ts";
import { InfoSide } from "./InfoSide.tsx";
import styles from "./InfoPage.module.css";

type Section = { title: string; text: string };

/** Data protection and terms, linked from the footer for everyone, signed in or not. */
export default function InfoPage({ topic }: { topic: "dataProtection" | "terms" }) {
  const { t } = useTranslation(["content", "common"]);
  const title = t(`common:pages.${topic}`);
  usePageTitle(title);
  const sections = t(`info.${topic}.sections`, { returnObjects: true }) as unknown;
  return (
    <>
      <PageHeader title={title} lead={t(`info.${topic}.intro`)} />
      <SideLayout side={<InfoSide current={paths[topic]} />}>
        <Card aria-label={title} className={styles.card}>
          {Array.isArray(sections) &&
            (sections as Section[]).map((section, i) => (
              <div key={i}>
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </div>
            ))}
          <p className={styles.updated}>{t(`info.${topic}.updated`)}</p>
        </Card>
      </SideLayout>
    </>
  );
}
