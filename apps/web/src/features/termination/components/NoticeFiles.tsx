import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextButton } from "../../../components/ui/Button.tsx";
import { downloadFile } from "../../../lib/download.ts";
import type { TerminationNotice } from "../model.ts";

/** The notice's files by the names they were sent under, each with a download button. */
export function NoticeFiles({ files }: { files: TerminationNotice["files"] }) {
  const { t } = useTranslation("termination");
  const [failed, setFailed] = useState(false);

  async function download(file: TerminationNotice["files"][number]) {
    if (!file.url) return;
    setFailed(false);
    try {
      await downloadFile(file.url, file.name);
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            {file.name}{" "}
            <TextButton
              aria-label={`${t("details.download")} ${file.name}`}
              onClick={() => void download(file)}
            >
              {t("details.download")}
            </TextButton>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{t("details.downloadFailed")}</p>}
    </>
  );
}
