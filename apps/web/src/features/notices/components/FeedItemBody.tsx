import { useMemo, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { downloadDocument } from "../api/documentsQuery.ts";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/ui/DataTable.tsx";
import { FactList, type Fact } from "../../../components/ui/FactList.tsx";
import { formatEuros, formatMonth } from "../../../lib/format.ts";
import { sanitizeHtml } from "../../../lib/content/sanitize.ts";
import { field, list, localized, text, type FeedItem, type Lang } from "../formData.ts";
import { dateText, documentDate, eventWhen } from "../headline.ts";
import styles from "./FeedItemBody.module.css";
import { languageOf } from "../../../lib/i18n.ts";

const euros = (value: unknown) => (typeof value === "number" ? formatEuros(value) : text(value));

/** Only the facts that have a value. */
const facts = (rows: [string, string | undefined][]): Fact[] =>
  rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));

/** Rich text written in the console: sanitised by the server when saved, and here again when shown. */
function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** A notice that is a PDF in the building's notices folder: its download. */
function PdfDownload({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation("notices");
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setFailed(false);
          downloadDocument(href, name).catch(() => setFailed(true));
        }}
      >
        {t("view.download")}
      </Button>
      <p role="status" className={styles.error}>
        {failed ? t("view.downloadFailed") : ""}
      </p>
    </>
  );
}

/** Plain text with its line breaks kept. */
const Plain = ({ value }: { value: string | undefined }) =>
  value ? <p className={styles.plain}>{value}</p> : null;

/**
 * A notice or event read-only, laid out by its form type: the company's own as their rich text;
 * a committee's action plan and report as their activities, minutes as their items, an event
 * invitation as its facts and description.
 */
export function FeedItemBody({ item }: { item: FeedItem }) {
  const { t, i18n } = useTranslation("notices");
  const lang: Lang = languageOf(i18n.language);
  const year = Number(text(field(item, "year")));
  const month = (row: Record<string, unknown>) => {
    const m = Number(row.month);
    return Number.isInteger(m) && m >= 1 && m <= 12 && Number.isInteger(year)
      ? formatMonth(year, m, lang)
      : text(row.month);
  };
  const dayTime = (row: Record<string, unknown>) =>
    [text(row.day) && `${text(row.day)}.`, text(row.time)?.replace(":", ".")].filter(Boolean).join(" ");

  switch (item.formType) {
    case "ActionPlan": {
      const activities = list(field(item, "activities"));
      const total = euros(field(item, "totalBudgetEstimate") ?? field(item, "total"));
      return (
        <>
          <FactList facts={facts([[t("view.year"), text(field(item, "year"))]])} />
          <h2 className={styles.heading}>{t("view.activities")}</h2>
          <DataTable
            label={t("view.activities")}
            columns={[
              { header: t("view.activity"), cell: (row) => text(row.name), rowHeader: true },
              { header: t("view.month"), cell: month },
              { header: t("view.dayTime"), cell: dayTime, nowrap: true },
              { header: t("view.responsible"), cell: (row) => text(row.responsiblePersons) },
              { header: t("view.budget"), cell: (row) => euros(row.budgetEstimate), numeric: true },
            ]}
            rows={activities}
            rowKey={(_, i) => String(i)}
            footer={total ? [t("view.total"), null, null, null, total] : undefined}
          />
        </>
      );
    }
    case "ActionReport": {
      const activities = list(field(item, "activities"));
      return (
        <>
          <FactList
            facts={facts([
              [t("view.year"), text(field(item, "year"))],
              [t("view.expenses"), euros(field(item, "expenses"))],
            ])}
          />
          <h2 className={styles.heading}>{t("view.activities")}</h2>
          <DataTable
            label={t("view.activities")}
            columns={[
              { header: t("view.activity"), cell: (row) => text(row.name), rowHeader: true },
              { header: t("view.month"), cell: month },
              { header: t("view.dayTime"), cell: dayTime, nowrap: true },
              { header: t("view.additionalInformation"), cell: (row) => text(row.additionalInformation) },
              { header: t("view.expenses"), cell: (row) => euros(row.expenses), numeric: true },
            ]}
            rows={activities}
            rowKey={(_, i) => String(i)}
          />
        </>
      );
    }
    case "MeetingMinutes": {
      const participants = text(field(item, "participants"));
      return (
        <>
          <FactList
            facts={facts([
              [t("view.date"), dateText(field(item, "date"))],
              [t("view.time"), text(field(item, "time"))?.replace(":", ".")],
              [t("view.location"), text(field(item, "location"))],
              [t("view.participants"), participants],
            ])}
          />
          <h2 className={styles.heading}>{t("view.items")}</h2>
          <ol className={styles.items}>
            {list(field(item, "items")).map((row, i) => (
              <li key={i}>
                <h3 className={styles.itemTitle}>{text(row.title)}</h3>
                <Plain value={text(row.text)} />
              </li>
            ))}
          </ol>
          <FactList
            facts={facts([
              [t("view.chairperson"), text(field(item, "chairperson"))],
              [t("view.secretary"), text(field(item, "secretary"))],
            ])}
          />
        </>
      );
    }
    case "EventInvite": {
      const eventType = text(field(item, "eventType"));
      const meeting = eventType === "CommunityMeeting";
      return (
        <>
          <FactList
            facts={facts([
              [t("view.eventType"), eventType && t(`eventType.${eventType}`, { defaultValue: eventType })],
              [t("view.when"), eventWhen(item, t)],
              [t("view.location"), text(field(item, "location"))],
              [t("view.property"), text(field(item, "property"))],
              [t("view.regards"), text(field(item, "regards"))],
              [t("view.contactPerson"), text(field(item, "contactPerson"))],
            ])}
          />
          <h2 className={styles.heading}>{t(meeting ? "view.agenda" : "view.description")}</h2>
          <Plain value={text(field(item, "description"))} />
        </>
      );
    }
    case "DocumentNotice":
      return (
        <>
          <FactList facts={facts([[t("view.created"), documentDate(item.formData.creationDate)]])} />
          <PdfDownload href={item.formData.href} name={item.formData.name} />
        </>
      );
    default: {
      const html = localized(field(item, "text"), lang) ?? localized(field(item, "body"), lang);
      const when = item.formType === "CompanyEvent" ? eventWhen(item, t) : undefined;
      return (
        <>
          {(when || text(field(item, "location"))) && (
            <FactList
              facts={facts([
                [t("view.when"), when],
                [t("view.location"), localized(field(item, "location"), lang)],
              ])}
            />
          )}
          {html && <RichText html={html} />}
        </>
      );
    }
  }
}
