import { useTranslation } from "react-i18next";
import { FactList } from "../../../components/ui/FactList.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { formatInstantDate, formatInstantTime } from "../../../lib/instant.ts";
import { useViewings } from "../api/viewings.ts";
import styles from "../ProfilePage.module.css";

/**
 * When staff viewed the tenant's pages read-only: when, who by name and role (never an email), and
 * why; with the customer number customer service asks for to start a viewing.
 */
export default function Viewings({ customerNumber }: { customerNumber: number }) {
  const { t } = useTranslation("viewing", { useSuspense: true });
  const viewings = useViewings();
  const when = (iso: string) => `${formatInstantDate(iso)} ${formatInstantTime(iso)}`;

  return (
    <>
      <h2 id="profile-viewings">{t("viewings.title")}</h2>
      <p className={styles.intro}>{t("viewings.intro")}</p>
      <p>{t("viewings.customerNumber", { number: customerNumber })}</p>
      {viewings.isPending ? (
        <Loading />
      ) : viewings.isError ? (
        <p>{t("viewings.error")}</p>
      ) : viewings.data.viewings.length === 0 ? (
        <p>{t("viewings.none")}</p>
      ) : (
        <ul className={styles.viewings}>
          {viewings.data.viewings.map((v) => (
            <li key={v.startedAt + v.staffName}>
              <FactList
                facts={[
                  {
                    label: t("viewings.when"),
                    value: `${when(v.startedAt)}–${v.endedAt ? formatInstantTime(v.endedAt) : t("viewings.ongoing")}`,
                  },
                  {
                    label: t("viewings.who"),
                    value: `${v.staffName} (${v.staffRoles.map((role) => t(`viewings.roles.${role}`)).join(", ")})`,
                  },
                  { label: t("viewings.reason"), value: v.reason },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
