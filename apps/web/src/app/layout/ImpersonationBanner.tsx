import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/Button.tsx";
import { logout } from "../../features/auth/api/logout.ts";
import { confirmSignIn } from "../../lib/session/confirmSignIn.ts";
import { forgetSession } from "../../lib/session/signOut.ts";
import { keptStaffSession, READ_ONLY_EVENT, STAFF_HOME_PATH } from "../../lib/session/viewing.ts";
import styles from "./ImpersonationBanner.module.css";

/**
 * Above every tenant page while a staff member views it read-only: said, never mistaken for the
 * tenant's own view. A change the server refused as read-only is announced here; "End viewing"
 * signs the viewing out and returns to the staff pages with the staff session kept when it began.
 */
export default function ImpersonationBanner({ staffName }: { staffName: string }) {
  const { t } = useTranslation("common");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(0);
  const [ending, setEnding] = useState(false);

  useEffect(() => {
    const onRefused = () => setRefused((n) => n + 1);
    window.addEventListener(READ_ONLY_EVENT, onRefused);
    return () => window.removeEventListener(READ_ONLY_EVENT, onRefused);
  }, []);

  async function end() {
    setEnding(true);
    const staffSession = keptStaffSession();
    await logout();
    forgetSession(queryClient);
    if (staffSession) await confirmSignIn(queryClient, staffSession).catch(() => forgetSession(queryClient));
    void navigate(STAFF_HOME_PATH, { replace: true });
  }

  return (
    <section className={styles.impersonation} aria-label={t("impersonation.title")} data-print="hide">
      <p role="status" className={styles.text}>
        <strong>{t("impersonation.title")}</strong> {t("impersonation.text", { name: staffName })}
      </p>
      <Button variant="secondary" onClick={() => void end()} disabled={ending}>
        {t("impersonation.end")}
      </Button>
      <p role="alert" className={styles.refused}>
        {refused > 0 && <span key={refused}>{t("impersonation.readOnly")}</span>}
      </p>
    </section>
  );
}
