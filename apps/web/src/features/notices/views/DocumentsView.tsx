import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/Card.tsx";
import { DataTable } from "../../../components/ui/DataTable.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { TextButton } from "../../../components/ui/Button.tsx";
import { Toast } from "../../../components/ui/Toast.tsx";
import { loadState } from "../../../lib/loadState.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useToast } from "../../../lib/useToast.ts";
import type { DocumentLink, DocumentsResponse } from "@portal/schemas/notices";
import { downloadDocument, useDocuments } from "../api/documentsQuery.ts";
import { documentDate } from "../headline.ts";
import styles from "./DocumentsView.module.css";

const GROUPS = [
  "costCenterLinks",
  "apartmentLinks",
  "buildingLinks",
] as const satisfies (keyof DocumentsResponse["data"])[];

/**
 * Ohjeet ja dokumentit: the documents of the tenant's home folder in three groups (the cost
 * centre's, the apartment's and the building's), each with its folders and creation date, saved as
 * a PDF; the no-documents text when there are none.
 */
export function DocumentsView() {
  const { t } = useTranslation("notices");
  usePageTitle(t("documents.title"));
  const documents = useDocuments();
  const state = loadState(documents);
  const { toast, show, dismiss } = useToast();
  const download = async (link: DocumentLink) => {
    try {
      await downloadDocument(link.href, link.name);
    } catch {
      show("error", t("documents.downloadFailed"));
    }
  };

  let body;
  if (state === "error")
    body = <LoadFailed text={t("documents.loadFailed")} onRetry={() => void documents.refetch()} />;
  else if (state !== "ready" || !documents.data) body = <Loading />;
  else if (GROUPS.every((group) => documents.data[group].length === 0))
    body = <p className={styles.empty}>{t("documents.empty")}</p>;
  else
    body = GROUPS.filter((group) => documents.data[group].length > 0).map((group) => (
      <Card key={group} title={t(`documents.groups.${group}`)}>
        <DataTable
          label={t(`documents.groups.${group}`)}
          columns={[
            {
              header: t("documents.name"),
              rowHeader: true,
              cell: (link: DocumentLink) => (
                <TextButton onClick={() => void download(link)}>
                  {link.name}
                  <span className="sr-only"> {t("documents.pdf")}</span>
                </TextButton>
              ),
            },
            {
              header: t("documents.folders"),
              // Folder1 is always the home folder here: the sub-folder is what tells documents apart.
              cell: (link) => link.Folder2 || "–",
            },
            { header: t("documents.created"), cell: (link) => documentDate(link.creationDate), nowrap: true },
          ]}
          rows={documents.data[group]}
          rowKey={(link) => link.href}
        />
      </Card>
    ));

  return (
    <>
      <PageHeader title={t("documents.title")} lead={t("documents.lead")} />
      <div className={styles.groups}>{body}</div>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
