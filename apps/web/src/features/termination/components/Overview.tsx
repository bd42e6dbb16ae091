import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Button, TextButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { Notice, type NoticeTone } from "../../../components/ui/Notice.tsx";
import { downloadFile } from "../../../lib/download.ts";
import { formatDate } from "../../../lib/format.ts";
import type { TerminationNotice } from "../model.ts";
import { NoticeDetails } from "./NoticeDetails.tsx";
import { Parties } from "./Parties.tsx";

/** The state's message for this reader: a contract party, or a resident who is only informed. */
function message(notice: TerminationNotice, t: TFunction<"termination">): { tone: NoticeTone; text: string } {
  const informed = notice.parties.some((p) => p.self && p.approval === "informed");
  switch (notice.status) {
    case "approved":
      return { tone: "success", text: t("messages.approved", { date: formatDate(notice.endDate) }) };
    case "ready_for_review":
      return { tone: "success", text: t("messages.inReview") };
    case "rejected":
      return {
        tone: "warning",
        text: notice.rejectionReason
          ? t("messages.rejectedByLandlord", { reason: notice.rejectionReason })
          : t("messages.rejected"),
      };
    default:
      return { tone: "info", text: informed ? t("messages.informed") : t("messages.awaitingOthers") };
  }
}

type Props = {
  notice: TerminationNotice;
  /** A rejected notice lets a contract party start a new one. */
  onNewNotice?: (() => void) | undefined;
};

/** A notice's state, its parties and its details; the receipt to keep. */
export function Overview({ notice, onNewNotice }: Props) {
  const { t } = useTranslation("termination");
  const { tone, text } = message(notice, t);
  // The sender's own notice, or the one another party gave.
  const mine = notice.parties.some((p) => p.self && p.approval === "sender");
  return (
    <>
      <Card title={t(mine ? "overview.title" : "overview.titleOther")}>
        <Notice tone={tone} label={t(`status.${notice.status}`)}>
          <p>{text}</p>
          {notice.status === "rejected" && notice.rejectionReason && onNewNotice && (
            <p>{t("messages.rejected")}</p>
          )}
        </Notice>
        <Parties parties={notice.parties} />
        <p>
          <TextButton onClick={() => void downloadFile(notice.receiptUrl, t("overview.receiptFile"))}>
            {t("overview.receipt")}
          </TextButton>
        </p>
        {onNewNotice && notice.status === "rejected" && (
          <Button onClick={onNewNotice}>{t("overview.newNotice")}</Button>
        )}
      </Card>
      <NoticeDetails notice={notice} />
    </>
  );
}
