import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Screen-reader users hear the title when a route changes; tabs and history read better too. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation("common");
  const brand = t("brand");
  useEffect(() => {
    document.title = title ? `${title} – ${brand}` : brand;
  }, [title, brand]);
}
