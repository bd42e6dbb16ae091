import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";

/** Spec section 9: the success page returns home after 5 seconds. */
export const SUCCESS_REDIRECT_MS = 5000;

export default function SuccessPage() {
  const { t } = useTranslation("messages");
  usePageTitle(t("success.title"));
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.home, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Card aria-labelledby="success-title">
      <h1 id="success-title">{t("success.title")}</h1>
      <p>{t("success.text")}</p>
      <Button onClick={() => navigate(paths.home, { replace: true })}>{t("success.button")}</Button>
    </Card>
  );
}
