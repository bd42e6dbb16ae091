import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { RouteLayout } from "../../lib/paths.ts";
import { useSession } from "../useSession.ts";
import styles from "./PageFrame.module.css";

/**
 * The manifest's `layout` around a page, inside the shell (header, menus, footer). The tenant's
 * frame says when staff are viewing the tenant's pages read-only; public and staff pages have no
 * frame of their own yet.
 */
export function PageFrame({ layout }: { layout: RouteLayout }) {
  if (layout !== "tenant") return <Outlet />;
  return (
    <>
      <ImpersonationBanner />
      <Outlet />
    </>
  );
}

function ImpersonationBanner() {
  const { t } = useTranslation("common");
  const session = useSession();
  if (session.status !== "signedIn" || session.info.kind !== "impersonation") return null;
  return (
    <div role="status" className={styles.impersonation} data-print="hide">
      <strong>{t("impersonation.title")}</strong>{" "}
      {t("impersonation.text", { name: session.info.impersonation?.staffName ?? "" })}
    </div>
  );
}
