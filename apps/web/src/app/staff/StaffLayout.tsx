import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import type { SessionInfo } from "@portal/schemas/session";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { Loading } from "../../components/ui/Loading.tsx";
import { paths } from "../../lib/paths.ts";
import { useStaffMe } from "../../lib/staff/staffMeQuery.ts";
import { staffSignOutRequest } from "../../lib/staff/staffSignOut.ts";
import { LanguageSwitch } from "../layout/LanguageSwitch.tsx";
import styles from "./StaffLayout.module.css";

/** The handling queue's page; its route comes with the queue. */
export const STAFF_QUEUE_PATH = "/hallinta/jono";

/**
 * The staff console's frame under /hallinta: no tenant menus, bulletins or footer. The header names
 * the console, the signed-in staff member and their roles, switches the language and signs out; a
 * small menu leads to what the staff member's permissions open. The session and the way to forget
 * it come from the frame that loads this chunk (AppRoutes): imported here, the session modules
 * would be shared with this chunk and split out of every tenant page's first download.
 */
export default function StaffLayout({
  session,
  forgetSession,
}: {
  session: SessionInfo | null;
  /** Forgets the session in the browser (lib/session/signOut.ts). */
  forgetSession: () => void;
}) {
  const { t } = useTranslation(["staff", "common"]);
  const staff = session?.kind === "staff" ? session : null;
  const me = useStaffMe({ enabled: staff !== null });
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  const signingOut = useRef(false);
  async function signOut() {
    await staffSignOutRequest();
    signingOut.current = true;
    navigate(paths.staffSignIn, { replace: true, state: { signedOut: true } });
  }
  // The browser forgets the session once the sign-in page is on screen: navigation runs as a
  // transition, and a staff page still showing meanwhile would send to the sign-in without the notice.
  useEffect(() => {
    if (!signingOut.current || pathname !== paths.staffSignIn) return;
    signingOut.current = false;
    forgetSession();
  }, [pathname, forgetSession]);

  const may = (permission: string) => staff?.permissions.includes(permission) ?? false;
  const handles = may(PERMISSIONS.faultsHandle) || may(PERMISSIONS.messagesHandle);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t("common:skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.staffHome} className={styles.brand}>
            <span className={styles.brandName}>{t("staff:brand")}</span>
            <span className={styles.product}>{t("common:brand")}</span>
            <span className="sr-only">{t("staff:brandLink")}</span>
          </Link>
          <div className={styles.actions}>
            {staff && me.data && (
              <p className={styles.who}>
                <span className="sr-only">{t("staff:signedInAs")} </span>
                <span className={styles.whoName}>{me.data.name}</span>
                <span className={styles.whoRole}>
                  {me.data.roles.map((role) => t(`staff:roles.${role}`)).join(", ")}
                </span>
              </p>
            )}
            <LanguageSwitch />
            {staff && (
              <button type="button" className={styles.signOut} onClick={() => void signOut()}>
                {t("staff:signOut")}
              </button>
            )}
          </div>
        </div>
        {staff && (
          <nav aria-label={t("staff:nav.label")} className={styles.nav}>
            <ul>
              <li>
                <NavLink to={paths.staffHome} end>
                  {t("staff:nav.home")}
                </NavLink>
              </li>
              {handles && (
                <li>
                  <NavLink to={STAFF_QUEUE_PATH}>{t("staff:nav.queue")}</NavLink>
                </li>
              )}
              {may(PERMISSIONS.tenantsImpersonate) && (
                <li>
                  <NavLink to={paths.impersonation}>{t("staff:nav.impersonation")}</NavLink>
                </li>
              )}
              {may(PERMISSIONS.staffManage) && (
                <li>
                  <NavLink to={paths.staffMembers}>{t("staff:nav.members")}</NavLink>
                </li>
              )}
              {may(PERMISSIONS.committeesManage) && (
                <li>
                  <NavLink to={paths.staffCommittees}>{t("staff:nav.committees")}</NavLink>
                </li>
              )}
              {may(PERMISSIONS.noticesManage) && (
                <li>
                  <NavLink to={paths.staffNotices}>{t("staff:nav.notices")}</NavLink>
                </li>
              )}
              {may(PERMISSIONS.exchangeModerate) && (
                <li>
                  <NavLink to={paths.staffExchange}>{t("staff:nav.exchange")}</NavLink>
                </li>
              )}
              {may(PERMISSIONS.replyTemplatesManage) && (
                <li>
                  <NavLink to={paths.replyTemplates}>{t("staff:nav.replyTemplates")}</NavLink>
                </li>
              )}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
