import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeaderSlots } from "../../components/ui/pageHeaderSlots.ts";
import { usePrefetch } from "../usePrefetch.ts";
import { currentSessionId } from "../../lib/session/storage.ts";
import { useProfile } from "../../lib/session/profileQuery.ts";
import { seesTenantPages } from "../../lib/session/sessionQuery.ts";
import { useSession } from "../useSession.ts";
import { useCompleteSignOut, useSignOut } from "../useSignOut.ts";
import { Header } from "./Header.tsx";
import { PrintLetterhead } from "./PrintLetterhead.tsx";
import { SectionArt } from "./SectionArt.tsx";
import styles from "./Layout.module.css";

import { bulletinsQueryOptions } from "../../lib/content/queries.ts";
import { urgentNoticesQueryOptions } from "../../lib/notices/urgentNotices.ts";
import { languageOf } from "../../lib/i18n.ts";

// Below every page's content, so it loads beside the page rather than before the first screen.
const Footer = lazy(() => import("./Footer.tsx").then((m) => ({ default: m.Footer })));

const Breadcrumbs = lazy(() => import("./Breadcrumbs.tsx"));
// The bulletins read the content service, whose schemas are not needed for the first paint.
const loadBulletins = () => import("./Bulletins.tsx");
const Bulletins = lazy(loadBulletins);

// Every page's header shows the trail (PageHeader); a boundary of its own, so that loading the trail
// never swaps the page already on screen for a loader.
const breadcrumbSlot = {
  breadcrumb: (
    <Suspense fallback={null}>
      <Breadcrumbs />
    </Suspense>
  ),
};
const noBreadcrumb = { breadcrumb: null };

/** How long a page waits for the site bulletins before it shows without them. */
const BULLETIN_WAIT_MS = 1500;

/**
 * A bulletin shown above a page that is already on screen pushes the whole page down (a layout
 * shift). The page therefore waits for the bulletins' answers (the content service's, and on a
 * tenant's pages the building's urgent notices), which are read in parallel with the page's own
 * data, and for the bulletins' code, but never longer than BULLETIN_WAIT_MS.
 */
function useBulletinsSettled(signedIn: boolean, tenantPages: boolean): boolean {
  const { i18n } = useTranslation();
  const bulletins = useQuery({
    ...bulletinsQueryOptions(languageOf(i18n.language)),
    enabled: signedIn,
  });
  const urgentNotices = useQuery({ ...urgentNoticesQueryOptions(), enabled: tenantPages });
  const [waited, setWaited] = useState(false);
  const [codeReady, setCodeReady] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void loadBulletins().then(() => live && setCodeReady(true));
    const timer = setTimeout(() => setWaited(true), BULLETIN_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [signedIn]);
  const answered = !bulletins.isPending && !(tenantPages && urgentNotices.isPending);
  return !signedIn || waited || (answered && codeReady);
}

export function Layout() {
  const { t } = useTranslation("common");
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const tenantPages = signedIn && seesTenantPages(session.info);
  // The header names the tenant; the profile went out together with the session check (usePrefetch).
  const profileQuery = useProfile({ enabled: tenantPages });
  const profile = profileQuery.data ?? undefined;
  const signOut = useSignOut();
  useCompleteSignOut();
  const { pathname } = useLocation();
  usePrefetch(tenantPages, pathname);
  const bulletinsSettled = useBulletinsSettled(signedIn, tenantPages);
  // With a stored session, a public page (data protection, terms) waits for the session check too:
  // shown at once, it would give way to the loader when the check said signed in and the page
  // started waiting for the bulletins.
  // The tenant's name in the header comes with the check, so the header does not change under the page either.
  const sessionPending =
    (session.status === "unknown" || (tenantPages && profileQuery.isPending)) && currentSessionId() !== null;
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After client-side navigation, focus goes to the new page so screen readers start from its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip} data-print="hide">
        {t("skipToContent")}
      </a>
      <Header profile={profile} onSignOut={() => void signOut()} />
      <SectionArt section={pathname.split("/")[1] ?? ""} />
      <div className={styles.body}>
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          <PrintLetterhead />
          <Suspense fallback={<Loading />}>
            {/* In the page's boundary: the two appear together, so a bulletin never pushes the page down. */}
            {signedIn && bulletinsSettled && (
              <Bulletins notices={tenantPages} readOnly={session.info?.kind === "impersonation"} />
            )}
            <PageHeaderSlots value={signedIn ? breadcrumbSlot : noBreadcrumb}>
              {bulletinsSettled && !sessionPending ? <Outlet /> : <Loading />}
            </PageHeaderSlots>
          </Suspense>
        </main>
      </div>
      <Suspense fallback={null}>
        <Footer signedIn={signedIn} />
      </Suspense>
    </div>
  );
}
