import type { QueryClient } from "@tanstack/react-query";
import { currentBillQueryOptions } from "../../lib/billing/currentBillQuery.ts";
import { debtQueryOptions } from "../../lib/billing/debtQuery.ts";
import { bookingsQueryOptions } from "../../lib/bookings/bookingsQuery.ts";
import { faultReportsQueryOptions } from "../../lib/faults/faultReportsQuery.ts";
import { buildingQueryOptions } from "../../lib/building/buildingQuery.ts";
import { notificationsQueryOptions } from "./api/notifications.ts";
import { latestNewsQueryOptions } from "../../lib/content/queries.ts";
import { bankTransferQueryOptions } from "../../lib/billing/bankTransferQuery.ts";
import { currentLanguage } from "../../lib/i18n.ts";
import { leaseEndOf } from "../../lib/session/leaseEnd.ts";
import { profileQueryOptions } from "../../lib/session/profileQuery.ts";
import { helsinkiToday } from "../../lib/today.ts";
import { securityDepositQueryOptions } from "./api/securityDeposit.ts";
import { upcomingEventsQueryOptions } from "../../lib/notices/upcomingEvents.ts";

/**
 * What the home page just fetched counts as fresh this long, so that the page mounting after a
 * prefetch does not ask again.
 */
export const HOME_STALE_MS = 30_000;

export const homeQueries = {
  current: () => ({ ...currentBillQueryOptions(), staleTime: HOME_STALE_MS }),
  debt: () => ({ ...debtQueryOptions(), staleTime: HOME_STALE_MS }),
  building: () => ({ ...buildingQueryOptions(), staleTime: HOME_STALE_MS }),
  notifications: () => ({ ...notificationsQueryOptions(), staleTime: HOME_STALE_MS }),
  faultReports: () => ({ ...faultReportsQueryOptions(), staleTime: HOME_STALE_MS }),
  bookings: () => ({ ...bookingsQueryOptions("upcoming"), staleTime: HOME_STALE_MS }),
  news: () => latestNewsQueryOptions(currentLanguage()),
  events: () => ({ ...upcomingEventsQueryOptions(), staleTime: HOME_STALE_MS }),
  /** What a tenant who has moved out still has to settle: everything unpaid, and the deposit. */
  due: (enabled: boolean) => ({ ...bankTransferQueryOptions(), staleTime: HOME_STALE_MS, enabled }),
  deposit: (enabled: boolean) => ({ ...securityDepositQueryOptions(), staleTime: HOME_STALE_MS, enabled }),
};

/**
 * Starts every home page read at once, the moment the session is known, while the page's code and
 * texts are still loading: the home page's data is then one round trip after the session check.
 */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(homeQueries.current());
  void client.prefetchQuery(homeQueries.debt());
  void client.prefetchQuery(homeQueries.building());
  void client.prefetchQuery(homeQueries.notifications());
  void client.prefetchQuery(homeQueries.faultReports());
  void client.prefetchQuery(homeQueries.bookings());
  void client.prefetchQuery(homeQueries.news());
  void client.prefetchQuery(homeQueries.events());
  // The profile is on its way with the session check (usePrefetch); this waits for that request.
  void client
    .fetchQuery(profileQueryOptions())
    .then((profile) => {
      if (leaseEndOf(profile, helsinkiToday()).kind !== "ended") return;
      void client.prefetchQuery(homeQueries.due(true));
      void client.prefetchQuery(homeQueries.deposit(true));
    })
    .catch(() => undefined);
}
