import { useTranslation } from "react-i18next";
import type { TerminationParty } from "@portal/schemas/termination";
import styles from "./Parties.module.css";

/** Who signed the lease and where each stands; the residents who are only informed. */
export function Parties({ parties }: { parties: readonly TerminationParty[] }) {
  const { t } = useTranslation("termination");
  const name = (p: TerminationParty) => {
    const full = `${p.firstName} ${p.lastName}`;
    return p.self ? t("overview.self", { name: full }) : full;
  };
  const signed = parties.filter((p) => p.approval !== "informed");
  const informed = parties.filter((p) => p.approval === "informed");
  return (
    <>
      <h3 className={styles.heading}>{t("overview.parties")}</h3>
      <ul className={styles.list}>
        {signed.map((p, i) => (
          <li key={i} className={styles.party}>
            <span>{name(p)}</span>
            <span className={`${styles.approval} ${styles[p.approval]}`}>
              {t(`overview.approval.${p.approval}`)}
            </span>
          </li>
        ))}
      </ul>
      {informed.length > 0 && (
        <>
          <h3 className={styles.heading}>{t("overview.otherParties")}</h3>
          <ul className={styles.list}>
            {informed.map((p, i) => (
              <li key={i} className={styles.party}>
                {name(p)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
