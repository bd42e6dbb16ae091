import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Loading } from "../../components/ui/Loading.tsx";
import { usePrefetch } from "../usePrefetch.ts";
import { useSession } from "../useSession.ts";
import { useCompleteSignOut, useSignOut } from "../useSignOut.ts";
import { Header } from "./Header.tsx";
import { Footer } from "./Footer.tsx";
import { SectionArt } from "./SectionArt.tsx";
import styles from "./Layout.module.css";

const Breadcrumbs = lazy(() => import("./Breadcrumbs.tsx"));
// The bulletins read the content service, whose schemas are not needed for the first paint.
const Bulletins = lazy(() => import("./Bulletins.tsx"));

export function Layout() {
  const { t } = useTranslation("common");
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const profile = signedIn ? session.profile : undefined;
  const signOut = useSignOut();
  useCompleteSignOut();
  const { pathname } = useLocation();
  usePrefetch(signedIn, pathname);
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
      <div className={styles.body}>
        <SectionArt section={pathname.split("/")[1] ?? ""} />
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<Loading />}>
            {/* A boundary of its own: loading the trail must not swap the page already on screen for a loader. */}
            {signedIn && (
              <Suspense fallback={null}>
                <Breadcrumbs />
              </Suspense>
            )}
            {signedIn && (
              <Suspense fallback={null}>
                <Bulletins />
              </Suspense>
            )}
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer signedIn={signedIn} />
    </div>
  );
}
