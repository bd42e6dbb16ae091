import { useEffect, useRef, useState } from "react";
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
 * A sent message: says so and goes home by itself after 5 seconds, or at once from the button.
 * The countdown can be stopped (WCAG 2.2.1 Timing Adjustable). A screen reader is told once that
 * the page will move on, and once that it was stopped: the live region's text is set when the page
 * has rendered and when the countdown stops, never each second; the seconds on screen are hidden
 * from it.
 */
export default function SuccessPage() {
  const { t } = useTranslation("messages");
  usePageTitle(t("success.title"));
  const navigate = useNavigate();
  const seconds = SUCCESS_REDIRECT_MS / 1000;
  const [left, setLeft] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  const [announced, setAnnounced] = useState("");
  const home = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (stopped) return;
    const started = Date.now();
    const timer = window.setTimeout(() => void navigate(paths.home, { replace: true }), SUCCESS_REDIRECT_MS);
    const tick = window.setInterval(() => {
      setLeft(Math.max(0, Math.ceil((SUCCESS_REDIRECT_MS - (Date.now() - started)) / 1000)));
    }, 250);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [navigate, stopped]);

  // Text put into a live region once it is in the page is what a screen reader announces.
  const intro = `${t("success.countdown", { count: seconds })} ${t("success.canStop")}`;
  useEffect(() => {
    const id = window.setTimeout(() => setAnnounced(intro), 0);
    return () => window.clearTimeout(id);
  }, [intro]);

  function stop() {
    setStopped(true);
    setAnnounced(t("success.stoppedText"));
    // The stop button leaves the page: focus stays on the way home instead of falling to the top.
    home.current?.focus();
  }

  return (
    <>
      <PageHeader title={t("success.title")} />
      <div className={styles.body}>
        <Notice
          tone="success"
          actions={
            <>
              <Button ref={home} onClick={() => void navigate(paths.home, { replace: true })}>
                {t("success.button")}
              </Button>
              {!stopped && (
                <Button variant="secondary" onClick={stop}>
                  {t("success.stop")}
                </Button>
              )}
            </>
          }
        >
          <p>{t("success.text")}</p>
          <p aria-hidden="true" data-countdown>
            {stopped ? t("success.stoppedText") : t("success.countdown", { count: left })}
          </p>
          <p role="status" className="sr-only">
            {announced}
          </p>
        </Notice>
      </div>
    </>
  );
}
