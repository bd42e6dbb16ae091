import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useProfile } from "./api/profile.ts";
import styles from "./ProfilePage.module.css";

export default function ProfilePage() {
  const { t } = useTranslation("profile");
  usePageTitle(t("title"));
  const profile = useProfile();

  if (profile.isPending) return <Loading />;
  if (profile.isError || !profile.data) return <ErrorState>{<p>{t("error")}</p>}</ErrorState>;

  const p = profile.data;
  const a = p.contract.postalAddress;
  const rows: [string, string][] = [
    [t("name"), `${p.firstName} ${p.lastName}`],
    [t("address"), [a.streetAddressLine1, a.streetAddressLine2, `${a.postalCode} ${a.city}`].filter(Boolean).join(", ")],
    [t("contractStart"), formatDate(p.contract.startDate)],
    [t("email"), p.email],
    [t("phone"), p.phoneNumber ?? t("noPhone")],
  ];
  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      <Card aria-label={t("title")}>
        <dl className={styles.list}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <p className={styles.note}>{t("editSoon")}</p>
    </>
  );
}
