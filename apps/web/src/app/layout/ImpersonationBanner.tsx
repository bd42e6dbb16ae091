import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/Button.tsx";
import { READ_ONLY_NOTE_ID } from "../../components/ui/readOnly.ts";
import { logout } from "../../features/auth/api/logout.ts";
import { clearSession, startSession } from "../../lib/session/storage.ts";
import { keptStaffSession, STAFF_HOME_PATH } from "../../lib/session/viewing.ts";
import styles from "./ImpersonationBanner.module.css";

/**
 * Above every tenant page while a staff member views it read-only: said, never mistaken for the
 * tenant's own view, with the one line saying why every control that would change something is
 * disabled (each names it as its description). A change the server still refused as read-only is
 * announced here; "End viewing" signs the viewing out and returns to the staff pages with the staff
 * session kept when it began.
 */
export default function ImpersonationBanner({ staffName }: { staffName: string }) {
  const { t } = useTranslation("viewing", { useSuspense: true });
  const [refused, setRefused] = useState(0);
  const [ending, setEnding] = useState(false);

  // While the banner is up, every answer passes by here: a write the server refused as read-only is
  // announced, whichever form made it (and nothing is added to the code of every page).
  useEffect(() => {
    const original = window.fetch;
    window.fetch = async (...args) => {
      const res = await original(...args);
      if (res.status === 403)
        void res
          .clone()
          .json()
          .then((body: unknown) => {
            if ((body as { error?: unknown } | null)?.error === "IMPERSONATION_READ_ONLY")
              setRefused((n) => n + 1);
          })
          .catch(() => undefined);
      return res;
    };
    return () => {
      window.fetch = original;
    };
  }, []);

  async function end() {
    setEnding(true);
    const staffSession = keptStaffSession();
    await logout();
    clearSession();
    // The staff pages load afresh, with the staff session kept when the viewing began.
    if (staffSession) startSession(staffSession);
    window.location.replace(STAFF_HOME_PATH);
  }

  return (
    <section className={styles.impersonation} aria-label={t("title")} data-print="hide">
      <div className={styles.text}>
        <p role="status">
          <strong>{t("title")}</strong> {t("text", { name: staffName })}
        </p>
        {/* The one line saying why: every control that would change something is disabled and names it. */}
        <p id={READ_ONLY_NOTE_ID}>{t("note")}</p>
      </div>
      <Button variant="secondary" onClick={() => void end()} disabled={ending}>
        {t("end")}
      </Button>
      <p role="alert" className={styles.refused}>
        {refused > 0 && <span key={refused}>{t("readOnly")}</span>}
      </p>
    </section>
  );
}
