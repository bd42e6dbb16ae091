import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { DefectNoticeDetail } from "@portal/schemas/faults";
import { formatNumber } from "../../../lib/format.ts";
import { useObjectUrl } from "../../../lib/useObjectUrl.ts";
import { downloadAttachment } from "../api/downloadAttachment.ts";
import styles from "./AttachmentList.module.css";

type Attachment = DefectNoticeDetail["attachments"][number];

/** Bytes as kB or MB, the way a tenant reads file sizes. */
function formatSize(t: TFunction<"faults">, bytes: number): string {
  return bytes < 1024 * 1024
    ? t("detail.kb", { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : t("detail.mb", { size: formatNumber(bytes / (1024 * 1024), { max: 1 }) });
}

/** An image fetched with the session's bearer header, shown from an object URL freed on the way out. */
function Thumbnail({ url }: { url: string }) {
  const { url: src } = useObjectUrl(url);
  return src ? <img src={src} alt="" className={styles.thumb} /> : <span className={styles.thumb} />;
}

/** The report's files: a thumbnail for each image and a download button for every file. */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation("faults");
  const [failed, setFailed] = useState(false);
  if (attachments.length === 0) return <p>{t("detail.noAttachments")}</p>;

  async function download(attachment: Attachment) {
    setFailed(false);
    try {
      await downloadAttachment(attachment.url, attachment.name);
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <ul className={styles.list}>
        {attachments.map((attachment) => (
          <li key={attachment.id} className={styles.item}>
            {attachment.contentType.startsWith("image/") ? (
              <Thumbnail url={attachment.url} />
            ) : (
              <span className={`${styles.thumb} ${styles.pdf}`} aria-hidden="true">
                PDF
              </span>
            )}
            <span className={styles.name}>
              {attachment.name}
              <span className={styles.size}>{formatSize(t, attachment.size)}</span>
            </span>
            <button
              type="button"
              className={styles.download}
              aria-label={`${t("detail.download")} ${attachment.name}`}
              onClick={() => void download(attachment)}
            >
              {t("detail.download")}
            </button>
          </li>
        ))}
      </ul>
      <div role="alert">{failed && <p className={styles.error}>{t("detail.downloadFailed")}</p>}</div>
    </>
  );
}
