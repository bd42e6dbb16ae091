import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { PageNotFound } from "../../../components/ui/PageNotFound.tsx";
import { ApiError } from "../../../lib/api.ts";
import { menuPaths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useOwnForm } from "../api/ownFormsQuery.ts";
import { LazyCommitteeForm, usePreloadCommitteeForm } from "./LazyForm.tsx";
import { FORMS } from "../model.ts";
import { ownFormPath } from "./FormHeadline.tsx";
import styles from "../committee.module.css";

/** Editing one's own draft or rejected form, saved under its id; a form already sent is shown as not editable. */
export function OwnFormEdit() {
  const { t } = useTranslation(["committee", "common"]);
  const { id = "" } = useParams();
  usePreloadCommitteeForm();
  const form = useOwnForm(id);
  // Once sent the form is no longer editable; the page keeps the banner rather than that refusal.
  const [sent, setSent] = useState(false);
  const record = form.data;
  const title = record ? t("own.editTitle", { form: t(`forms.${record.formType}.title`) }) : t("own.edit");
  usePageTitle(title);
  if (form.error instanceof ApiError && form.error.status === 404) return <PageNotFound />;
  return (
    <>
      <PageHeader title={title} />
      {form.isPending && <Loading />}
      {form.isError && <LoadFailed text={t("own.failed")} onRetry={() => void form.refetch()} />}
      {record && (
        <div className={styles.stack}>
          {record.formState === "Rejected" && !sent && (
            <Notice tone="warning" title={t("own.rejectedTitle")}>
              <p className={styles.reason}>{record.rejectionReason || t("own.noReason")}</p>
            </Notice>
          )}
          <Card>
            {sent || record.editable ? (
              <LazyCommitteeForm
                key={record.id}
                form={FORMS[record.formType]}
                editing={record}
                onSent={() => setSent(true)}
              />
            ) : (
              <>
                <p>{t("own.notEditable")}</p>
                <p>
                  <Link to={ownFormPath(record.id)}>{t("own.view")}</Link>
                </p>
                <p>
                  <Link to={menuPaths.ownForms}>{t("own.back")}</Link>
                </p>
              </>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
