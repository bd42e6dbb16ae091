import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { DataTable, type Column } from "../../components/ui/DataTable.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useOwnForms } from "./api/ownFormsQuery.ts";
import type { FormRecord } from "./api/types.ts";
import { editFormPath, FormName, FormStateBadge, ownFormPath } from "./components/FormHeadline.tsx";
import { OwnFormDetail } from "./components/OwnFormDetail.tsx";
import { OwnFormEdit } from "./components/OwnFormEdit.tsx";
import styles from "./committee.module.css";

/**
 * The member's own forms (the route's `view`): the list, one form read-only (/omat-lomakkeet/:id)
 * or one form to edit (/omat-lomakkeet/muokkaa/:id). One page module for the three, so that moving
 * between them keeps it mounted.
 */
export default function OwnFormsPage({ view = "list" }: { view?: "list" | "form" | "edit" }) {
  if (view === "form") return <OwnFormDetail />;
  if (view === "edit") return <OwnFormEdit />;
  return <OwnFormList />;
}

/** The committee member's own forms: name, state and when last changed; edit while a draft or rejected. */
function OwnFormList() {
  const { t } = useTranslation(["committee", "common"]);
  usePageTitle(t("own.title"));
  const forms = useOwnForms();
  const columns: Column<FormRecord>[] = [
    {
      header: t("own.name"),
      rowHeader: true,
      cell: (form) => (
        <Link to={ownFormPath(form.id)} className={styles.name}>
          <FormName form={form} />
        </Link>
      ),
    },
    { header: t("own.state"), cell: (form) => <FormStateBadge state={form.formState} />, nowrap: true },
    {
      header: t("own.updated"),
      nowrap: true,
      cell: (form) => `${formatInstantDate(form.modifiedAt)} ${formatInstantTime(form.modifiedAt)}`,
    },
    {
      header: <span className="sr-only">{t("own.actions")}</span>,
      cell: (form) =>
        form.editable ? (
          <Link to={editFormPath(form.id)}>
            {t("own.edit")}
            <span className="sr-only">
              {" "}
              <FormName form={form} />
            </span>
          </Link>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader title={t("own.title")} lead={t("own.lead")} />
      <Card>
        {forms.isPending && <Loading />}
        {forms.isError && <LoadFailed text={t("own.failed")} onRetry={() => void forms.refetch()} />}
        {forms.isSuccess && forms.data.length === 0 && (
          <div className={styles.empty}>
            <p>{t("own.empty")}</p>
            <ButtonLink to={menuPaths.committee} variant="secondary">
              {t("own.toCommittee")}
            </ButtonLink>
          </div>
        )}
        {forms.isSuccess && forms.data.length > 0 && (
          <DataTable label={t("own.title")} columns={columns} rows={forms.data} rowKey={(form) => form.id} />
        )}
      </Card>
    </>
  );
}
