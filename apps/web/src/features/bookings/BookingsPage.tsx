import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/Alert.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { formatDate } from "../../lib/format.ts";
import { loadState } from "../../lib/loadState.ts";
import { useLeaseEnd } from "../../lib/session/leaseEnd.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useToast } from "../../lib/useToast.ts";
import { useResources } from "./api/resources.ts";
import styles from "./BookingsPage.module.css";
import { CalendarFeed } from "./components/CalendarFeed.tsx";
import { FixedTurns } from "./components/FixedTurns.tsx";
import { MyBookings } from "./components/MyBookings.tsx";
import { ResourceCalendar } from "./components/ResourceCalendar.tsx";
import { useCancelBooking } from "./useCancelBooking.tsx";
import { languageOf } from "../../lib/i18n.ts";

/** Sauna and laundry bookings: the building's resources, a week of slots, the household's bookings. */
export default function BookingsPage() {
  const { t, i18n } = useTranslation("bookings");
  usePageTitle(t("title"));
  const { toast, show, dismiss } = useToast();
  const resources = useResources();
  const state = loadState(resources);
  const [chosenId, setChosenId] = useState<string | undefined>();
  const cancel = useCancelBooking(show);
  const lang = languageOf(i18n.language);
  const list = resources.data ?? [];
  const chosen = list.find((r) => r.id === chosenId) ?? list[0];
  const leaseEnd = useLeaseEnd();

  return (
    <>
      <PageHeader title={t("title")} lead={t("intro")} />
      {leaseEnd.kind !== "open" && (
        <Alert tone="info">
          <p>{t(`leaseEnd.${leaseEnd.kind}`, { date: formatDate(leaseEnd.endDate) })}</p>
        </Alert>
      )}
      {state === "ready" &&
        (chosen ? (
          <>
            <div role="group" aria-label={t("resources.label")} className={styles.resources}>
              {list.map((resource) => (
                <button
                  key={resource.id}
                  type="button"
                  aria-pressed={resource.id === chosen.id}
                  className={styles.resource}
                  onClick={() => setChosenId(resource.id)}
                >
                  {resource.name[lang]}
                </button>
              ))}
            </div>
            <Card title={chosen.name[lang]} className={styles.chosen}>
              <p className={styles.rules}>{chosen.rules[lang]}</p>
              <ResourceCalendar key={chosen.id} resource={chosen} onToast={show} />
            </Card>
          </>
        ) : (
          <p>{t("resources.empty")}</p>
        ))}
      {state === "error" && (
        <LoadFailed text={t("resources.loadFailed")} onRetry={() => void resources.refetch()} />
      )}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      {state === "ready" && (
        <SideLayout
          sideLabel={t("feed.title")}
          side={<CalendarFeed leaseEnded={leaseEnd.kind === "ended"} onToast={show} />}
        >
          <MyBookings resources={list} onCancel={cancel.ask} onToast={show} />
          <FixedTurns resources={list} leaseEnd={leaseEnd} onToast={show} />
        </SideLayout>
      )}
      {cancel.dialog}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
