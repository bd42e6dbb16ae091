import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { Card } from "../../components/ui/Card.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { FactList } from "../../components/ui/FactList.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { useStaffMe } from "../../lib/staff/staffMeQuery.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import page from "../../components/ui/Page.module.css";
import { useStaffOverview } from "./api/staffOverviewQuery.ts";
import styles from "./StaffPages.module.css";

/** The queue's page, which comes with the handling queue. */
const QUEUE_PATH = "/hallinta/jono";

/** The administrative home: who is signed in, their roles and buildings, and the open work there. */
export default function StaffHomePage() {
  const { t } = useTranslation(["staff", "common"]);
  usePageTitle(t("staff:home.title"));
  const me = useStaffMe();
  const overview = useStaffOverview();

  if (me.isPending) return <Loading />;
  if (me.isError)
    return (
      <>
        <PageHeader title={t("staff:home.title")} />
        <LoadFailed text={t("staff:home.loadFailed")} onRetry={() => void me.refetch()} />
      </>
    );
  const staff = me.data;
  const handles =
    staff.permissions.includes(PERMISSIONS.faultsHandle) ||
    staff.permissions.includes(PERMISSIONS.messagesHandle);
  const buildings = staff.allBuildings ? (
    t("staff:home.allBuildings")
  ) : staff.buildings.length ? (
    <ul className={styles.plainList}>
      {staff.buildings.map((b) => (
        <li key={b.id}>{b.name}</li>
      ))}
    </ul>
  ) : (
    t("staff:home.noBuildings")
  );

  return (
    <>
      <PageHeader title={t("staff:home.title")} lead={t("staff:home.greeting", { name: staff.name })} />
      <div className={page.columns}>
        <Card title={t("staff:home.openHeading")}>
          {overview.isPending ? (
            <Loading />
          ) : overview.isError ? (
            <LoadFailed text={t("staff:home.loadFailed")} onRetry={() => void overview.refetch()} />
          ) : (
            <>
              <ul className={styles.counts}>
                <li className={styles.count}>
                  <span>{t("staff:home.openFaultReports")}</span>
                  <strong data-testid="open-fault-reports">{overview.data.openFaultReports}</strong>
                </li>
                <li className={styles.count}>
                  <span>{t("staff:home.openMessages")}</span>
                  <strong data-testid="open-messages">{overview.data.openMessages}</strong>
                </li>
              </ul>
              <p className={styles.note}>{t("staff:home.openNote")}</p>
              {handles && <Link to={QUEUE_PATH}>{t("staff:home.toQueue")}</Link>}
            </>
          )}
        </Card>
        <Card title={staff.name}>
          <FactList
            stacked
            facts={[
              {
                label: t("staff:home.rolesHeading"),
                value: staff.roles.map((role) => t(`staff:roles.${role}`)).join(", "),
              },
              { label: t("staff:home.buildingsHeading"), value: buildings },
            ]}
          />
        </Card>
      </div>
    </>
  );
}
