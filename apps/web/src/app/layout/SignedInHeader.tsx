import type { Profile } from "@portal/schemas/profile";
import { useInactivity } from "../useInactivity.ts";
import { useMainMenu } from "../../features/content/useMainMenu.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { useLanguageSaver } from "./languageSaver.ts";
import { MainMenu } from "./MainMenu.tsx";
import { ProfileMenu } from "./ProfileMenu.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { SideMenu } from "./SideMenu.tsx";
import styles from "./Header.module.css";

/** Everything the header shows only to a signed-in tenant; a chunk of its own, not needed for sign-in. */
export default function SignedInHeader({ profile, onSignOut }: { profile: Profile; onSignOut: () => void }) {
  const menu = useMainMenu();
  // Lives here, not in the layout, so that the sign-in page does not download it.
  useInactivity(true);
  const saveLanguage = useLanguageSaver();
  return (
    <>
      <div className={styles.actions}>
        <div className={styles.desktopOnly}>
          <SearchBox />
        </div>
        <LanguageSwitch className={styles.desktopOnly} onChosen={saveLanguage} />
        <div className={styles.desktopOnly}>
          <ProfileMenu firstName={profile.firstName} onSignOut={onSignOut} />
        </div>
        <div className={styles.mobileOnly}>
          <SideMenu menu={menu} onSignOut={onSignOut} onLanguageChosen={saveLanguage} />
        </div>
      </div>
      <div className={`${styles.menuRow} ${styles.desktopOnly}`}>
        <MainMenu menu={menu} />
      </div>
    </>
  );
}
