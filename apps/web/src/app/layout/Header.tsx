import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Profile } from "@portal/schemas/profile";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import styles from "./Header.module.css";
import { paths } from "../../lib/paths.ts";

const SignedInHeader = lazy(() => import("./SignedInHeader.tsx"));

type Props = { profile: Profile | undefined; onSignOut: () => void };

export function Header({ profile, onSignOut }: Props) {
  const { t } = useTranslation("common");
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* The name starts with the visible text (WCAG 2.5.3 Label in Name); where it goes is said after it. */}
        <Link to={paths.home} className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" className={styles.logoBg} />
            <path
              d="M7 16 16 8l9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z"
              className={styles.logoHouse}
            />
          </svg>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{t("brand")}</span>
            <span className={styles.tagline}>{t("brandTagline")}</span>
          </span>
          <span className="sr-only">{t("header.homeLink")}</span>
        </Link>
        {profile ? (
          <Suspense fallback={null}>
            <SignedInHeader profile={profile} onSignOut={onSignOut} />
          </Suspense>
        ) : (
          <div className={styles.actions}>
            <LanguageSwitch />
          </div>
        )}
      </div>
    </header>
  );
}
