import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";

/** Data protection and terms, linked from the footer for everyone, signed in or not. */
export default function InfoPage({ topic }: { topic: "dataProtection" | "terms" }) {
  const { t } = useTranslation(["content", "common"]);
  const title = t(`common:pages.${topic}`);
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <Card aria-label={title}>
        <p>{t(`info.${topic}`)}</p>
      </Card>
    </>
  );
}
