import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Notice } from "../../components/ui/Notice.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";
import styles from "./SuccessPage.module.css";

/** Spec section 9: the success page returns home after 5 seconds. */
export const SUCCESS_REDIRECT_MS = 5000;

/**
 * A sent message: says so and goes home by itself after 5 seconds, or at once from the button. The
 * countdown is plain text, not a live region, so a screen reader is not told every second.
 */
export default function SuccessPage() {
  const { t } = useTranslation("messages");
  usePageTitle(t("success.title"));
  const navigate = useNavigate();
  const [left, setLeft] = useState(SUCCESS_REDIRECT_MS / 1000);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setTimeout(() => void navigate(paths.home, { replace: true }), SUCCESS_REDIRECT_MS);
    const tick = window.setInterval(() => {
      setLeft(Math.max(0, Math.ceil((SUCCESS_REDIRECT_MS - (Date.now() - started)) / 1000)));
    }, 250);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [navigate]);
  return (
    <>
      <PageHeader title={t("success.title")} />
      <div className={styles.body}>
        <Notice
          tone="success"
          actions={
            <Button onClick={() => void navigate(paths.home, { replace: true })}>
              {t("success.button")}
            </Button>
          }
        >
          <p>{t("success.text")}</p>
          <p>{t("success.countdown", { count: left })}</p>
        </Notice>
      </div>
    </>
  );
}
