import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressLines } from "../../components/ui/AddressLines.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { formatArea, formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { leaseEndOf } from "../../lib/session/leaseEnd.ts";
import { useProfile } from "../../lib/session/profileQuery.ts";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import styles from "./HomePage.module.css";
import { menuPaths, paths } from "../../lib/paths.ts";
import { showDebtCard } from "@portal/schemas/billing.rules";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Toast } from "../../components/ui/Toast.tsx";
import { loadState } from "../../lib/loadState.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { useFailureToast } from "../../lib/useFailureToast.ts";
import { useToast } from "../../lib/useToast.ts";
import { ContactsCard } from "./components/ContactsCard.tsx";
import { BookingsCard } from "./components/BookingsCard.tsx";
import { EventsCard } from "./components/EventsCard.tsx";
import { FaultReportsCard } from "./components/FaultReportsCard.tsx";
import { DebtCard } from "./components/DebtCard.tsx";
import { NotificationsCard } from "./components/NotificationsCard.tsx";
import { RentCard } from "./components/RentCard.tsx";
import { NewsCard } from "./components/NewsCard.tsx";
import { NewsletterCard } from "./components/NewsletterCard.tsx";
import { LeaseEndedCard } from "./components/LeaseEndedCard.tsx";
import { homeQueries } from "./prefetch.ts";

/** The contacts have a box of their own in the side column, so they are not among the quick links. */
const QUICK_LINKS = [
  { key: "billing", to: paths.billing },
  { key: "fault", to: menuPaths.faultReport },
  { key: "committee", to: menuPaths.committee },
] as const;

export default function HomePage() {
  const { t } = useTranslation(["home", "common"]);
  usePageTitle(t("common:pages.home"));
  const profile = useProfile();
  const { toast, show, dismiss } = useToast();
  // Every slice starts at once (the layout has usually started them already: prefetch.ts), none
  // waits for another: the page's data is one round trip after the session check.
  const current = useQuery(homeQueries.current());
  const debt = useQuery(homeQueries.debt());
  const building = useQuery(homeQueries.building());
  const notifications = useQuery(homeQueries.notifications());
  const faultReports = useQuery(homeQueries.faultReports());
  const bookings = useQuery(homeQueries.bookings());
  const news = useQuery(homeQueries.news());
  const events = useQuery(homeQueries.events());
  const leaseEnd = leaseEndOf(profile.data, helsinkiToday());
  const ended = leaseEnd.kind === "ended";
  const due = useQuery(homeQueries.due(ended));
  const deposit = useQuery(homeQueries.deposit(ended));
  useFailureToast(current.isError || debt.isError, t("loadFailed"), show);
  useFailureToast(notifications.isError, t("notifications.loadFailed"), show);
  const currentState = loadState(current);

  // The cards come in together: the reads run side by side anyway, and cards appearing one by one
  // would push each other around the screen.
  const slices = [current, debt, building, notifications, faultReports, bookings, due, deposit];
  if (profile.isPending || slices.some((slice) => slice.isPending && slice.fetchStatus === "fetching"))
    return <Loading />;
  if (profile.isError || !profile.data) {
    return (
      <ErrorState>
        <p>{t("error")}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t("common:errors.retry")}
        </Button>
      </ErrorState>
    );
  }

  const { firstName, contract } = profile.data;
  const address = contract.postalAddress;
  const showDebt = Boolean(debt.data && showDebtCard(debt.data, helsinkiToday()));
  return (
    <>
      <PageHeader title={t("greeting", { name: firstName })} lead={t("intro")} />
      <div className={styles.attention}>
        {leaseEnd.kind === "ended" && (
          <LeaseEndedCard
            endDate={leaseEnd.endDate}
            signInUntil={leaseEnd.signInUntil}
            due={due}
            deposit={deposit}
          />
        )}
        {showDebt && debt.data && <DebtCard debt={debt.data} />}
        {/* The debt card already tells of the arrear, with the way to pay it: not twice. */}
        <NotificationsCard notifications={notifications} onToast={show} withoutArrear={showDebt} />
      </div>
      <SideLayout
        sideLabel={t("side")}
        side={
          <>
            <section aria-labelledby="quick-links-title">
              <h2 id="quick-links-title" className={styles.sideTitle}>
                {t("quickLinks.title")}
              </h2>
              <ul className={styles.quickLinks}>
                {/* A tenant who has moved out reports no faults in the former home. */}
                {QUICK_LINKS.filter((link) => !(ended && link.key === "fault")).map((link) => (
                  <li key={link.key}>
                    <Link to={link.to} className={styles.quickLink}>
                      <span>{t(`quickLinks.${link.key}`)}</span>
                      <span className={styles.arrow} aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <ContactsCard building={building} />
            <NewsCard news={news} />
            <NewsletterCard />
          </>
        }
      >
        <Card title={t("home.title")}>
          <dl className={styles.facts}>
            <div>
              <dt>{t("home.address")}</dt>
              <dd>
                <AddressLines address={address} />
              </dd>
            </div>
            <div>
              <dt>{t("home.area")}</dt>
              <dd>{formatArea(contract.area)}</dd>
            </div>
            <div>
              <dt>{t("home.contractStart")}</dt>
              <dd>{formatDate(contract.startDate)}</dd>
            </div>
            {leaseEnd.kind !== "open" && (
              <div>
                <dt>{t(ended ? "home.contractEnded" : "home.contractEnds")}</dt>
                <dd>{formatDate(leaseEnd.endDate)}</dd>
              </div>
            )}
          </dl>
        </Card>
        <Card title={t("rent.title")}>
          {currentState === "ready" && current.data && <RentCard bill={current.data} />}
          {currentState === "error" && (
            <LoadFailed text={t("loadFailed")} onRetry={() => void current.refetch()} />
          )}
          {(currentState === "busy" || currentState === "notLoaded") && <Loading />}
        </Card>
        <FaultReportsCard reports={faultReports} />
        <BookingsCard bookings={bookings} />
        <EventsCard upcoming={events} audience="building" />
        <EventsCard upcoming={events} audience="resident" />
      </SideLayout>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
