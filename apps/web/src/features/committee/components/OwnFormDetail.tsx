import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { PageNotFound } from "../../../components/ui/PageNotFound.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { formatInstantDate, formatInstantTime } from "../../../lib/instant.ts";
import { menuPaths } from "../../../lib/paths.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useCommittee } from "../api/committeeQuery.ts";
import { useOwnForm } from "../api/ownFormsQuery.ts";
import { editFormPath, formHeadline, FormStateBadge } from "./FormHeadline.tsx";
import { FormView } from "./FormView.tsx";
import { FORMS } from "../model.ts";
import styles from "../committee.module.css";

/** One of the member's forms, read-only, for the screen or paper; the rejection's reason when rejected. */
export function OwnFormDetail() {
  const { t } = useTranslation(["committee", "common"]);
  const { id = "" } = useParams();
  const form = useOwnForm(id);
  const record = form.data;
  const headline = record ? formHeadline(t as never, record) : "";
  const title = record
    ? `${t(`forms.${record.formType}.title`)}${headline ? `: ${headline}` : ""}`
    : t("own.formTitle");
  usePageTitle(title);
  const committee = useCommittee();
  const buildings = Object.fromEntries((committee.data?.buildings ?? []).map((b) => [b.id, b.name]));
  if (form.error instanceof ApiError && form.error.status === 404) return <PageNotFound />;
  return (
    <>
      <PageHeader
        title={title}
        status={record && <FormStateBadge state={record.formState} />}
        print={{
          label: t("own.print"),
          printedOn: t("own.printedOn", { date: formatDate(helsinkiToday()) }),
        }}
        actions={
          <>
            <ButtonLink to={menuPaths.ownForms} variant="secondary">
              {t("own.back")}
            </ButtonLink>
            {record?.editable && <ButtonLink to={editFormPath(record.id)}>{t("own.edit")}</ButtonLink>}
          </>
        }
      />
      {form.isPending && <Loading />}
      {form.isError && <LoadFailed text={t("own.failed")} onRetry={() => void form.refetch()} />}
      {record && (
        <div className={styles.stack}>
          {record.formState === "Rejected" && (
            <Notice tone="warning" title={t("own.rejectedTitle")}>
              <p className={styles.reason}>{record.rejectionReason || t("own.noReason")}</p>
              <p>{t("own.rejectedText")}</p>
            </Notice>
          )}
          <Card>
            <p className={styles.meta}>
              {t("own.byAuthor", { name: record.authorName, committee: record.committeeName })}
              {/* Another member may have changed or sent a committee document. */}
              {record.modifiedByName !== record.authorName &&
                `, ${t("own.changedBy", { name: record.modifiedByName })}`}
              {record.sentByName &&
                record.sentByName !== record.authorName &&
                `, ${t("own.sentBy", { name: record.sentByName })}`}
              {" · "}
              {t("own.updatedAt", {
                date: formatInstantDate(record.modifiedAt),
                time: formatInstantTime(record.modifiedAt),
              })}
              {record.publishedAt &&
                ` · ${t("own.sentAt", { date: formatInstantDate(record.publishedAt), time: formatInstantTime(record.publishedAt) })}`}
            </p>
            <FormView
              form={FORMS[record.formType]}
              data={record.formData}
              files={record.signedUrls}
              buildings={buildings}
            />
          </Card>
        </div>
      )}
    </>
  );
}
