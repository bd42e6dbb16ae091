import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { TextButton } from "../../components/ui/Button.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeaderSlots } from "../../components/ui/pageHeaderSlots.ts";
import { AccountPathsContext, type AccountPaths } from "../../lib/accountPaths.ts";
import {
  TERMINATION_FLOW,
  TERMINATION_FLOW_PASSWORD_RESET,
  TERMINATION_FLOW_PHONE_SIGN_IN,
  TERMINATION_FLOW_SIGN_IN,
  TERMINATION_FLOW_SIGN_UP,
  TERMINATION_FLOW_UNLOCK,
} from "../../lib/returnTo.ts";
import { LanguageSwitch } from "../layout/LanguageSwitch.tsx";
import { brandStyle, fetchBranding, type Branding } from "./branding.ts";
import styles from "./BrandLayout.module.css";

const FLOW_PATHS: AccountPaths = {
  home: TERMINATION_FLOW,
  signIn: TERMINATION_FLOW_SIGN_IN,
  phoneSignIn: TERMINATION_FLOW_PHONE_SIGN_IN,
  unlock: TERMINATION_FLOW_UNLOCK,
  signUp: TERMINATION_FLOW_SIGN_UP,
  passwordReset: TERMINATION_FLOW_PASSWORD_RESET,
  // The bank's return comes back into the flow (RETURN_PAGES).
  frame: "foundation",
};
const noBreadcrumb = { breadcrumb: null };

/** The branding, read once per page load; a failure leaves the portal's own look (and no name). */
function useBranding(): { pending: boolean; data: Branding | undefined } {
  const [state, setState] = useState<{ pending: boolean; data: Branding | undefined }>({
    pending: true,
    data: undefined,
  });
  useEffect(() => {
    const abort = new AbortController();
    fetchBranding(abort.signal).then(
      (data) => setState({ pending: false, data }),
      () => {
        if (!abort.signal.aborted) setState({ pending: false, data: undefined });
      },
    );
    return () => abort.abort();
  }, []);
  return state;
}

/**
 * The foundation's termination flow (/irtisano…): its name, logo and colours from the server's
 * configuration around the portal's own pages (sign-in, sign-up, password reset, the notice), whose
 * account links stay inside the flow. Whether someone is signed in and the way to sign out come
 * from the frame that loads this chunk (AppRoutes): imported here, the session modules would be
 * shared with this chunk and split out of every tenant page's first download.
 */
export default function BrandLayout({ signedIn, onSignOut }: { signedIn: boolean; onSignOut: () => void }) {
  const { t } = useTranslation("common");
  const branding = useBranding();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  const brand = branding.data;
  return (
    <div className={styles.shell} style={brand ? brandStyle(brand.colors) : undefined}>
      <a href="#main" className={styles.skip}>
        {t("skipToContent")}
      </a>
      <header className={styles.header}>
        <Link to={TERMINATION_FLOW} className={styles.brand}>
          {brand?.logoUrl && <img src={brand.logoUrl} alt="" className={styles.logo} />}
          <span className={styles.name}>{brand?.name ?? t("brand")}</span>
        </Link>
        <div className={styles.tools}>
          <LanguageSwitch />
          {signedIn && <TextButton onClick={onSignOut}>{t("account.signOut")}</TextButton>}
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {branding.pending ? (
          <Loading />
        ) : (
          <AccountPathsContext value={FLOW_PATHS}>
            <PageHeaderSlots value={noBreadcrumb}>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </PageHeaderSlots>
          </AccountPathsContext>
        )}
      </main>
    </div>
  );
}
