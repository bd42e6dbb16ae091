import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/Card.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { formatDate } from "../../../lib/format.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import type { TerminationNotice } from "../model.ts";
import { Approval } from "./Approval.tsx";
import { NoticeDetails } from "./NoticeDetails.tsx";
import { Parties } from "./Parties.tsx";
import styles from "./Parties.module.css";

/** The name of the party who gave the notice, as the page shows it. */
export const senderName = (notice: TerminationNotice) =>
  `${notice.sender.firstName} ${notice.sender.lastName}`.trim();

type Props = {
  notice: TerminationNotice;
  /** The strong identification's address (accepting takes it). */
  onIdentify: (url: string) => void;
  /** The notice was rejected by this party. */
  onRejected: () => Promise<unknown>;
  /** The notice changed meanwhile (409, 404): read it again. */
  onChanged: () => Promise<unknown>;
};

/**
 * A contract party's answer to another party's notice, first on the page: who gave it and when,
 * when the lease would end, what each answer does, and the two answers; the notice's details below.
 */
export function Decision({ notice, onIdentify, onRejected, onChanged }: Props) {
  const { t } = useTranslation("termination");
  const name = senderName(notice);
  const given = formatDate(helsinkiToday(new Date(notice.createdAt)));
  const others = notice.parties.filter(
    (p) => !p.self && p.approval !== "sender" && p.approval !== "informed",
  );
  return (
    <>
      <Card title={t("decision.title")}>
        <p>{t("decision.intro", { name, date: formatDate(notice.endDate) })}</p>
        <FactList
          facts={[
            { label: t("decision.sender"), value: name },
            { label: t("decision.givenOn"), value: given },
            { label: t("details.endDate"), value: formatDate(notice.endDate) },
            { label: t("details.reason"), value: t(`reasons.${notice.terminationReason}`) },
          ]}
        />
        <Parties parties={notice.parties} />
        <h3 className={styles.heading}>{t("decision.choices")}</h3>
        <ul>
          <li>{t(others.length > 0 ? "decision.acceptMeansOthers" : "decision.acceptMeans")}</li>
          <li>{t("decision.rejectMeans")}</li>
        </ul>
        <Approval id={notice.id} onIdentify={onIdentify} onRejected={onRejected} onChanged={onChanged} />
      </Card>
      <NoticeDetails notice={notice} />
    </>
  );
}
