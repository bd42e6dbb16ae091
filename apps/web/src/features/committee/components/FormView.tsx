import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { languageOf } from "../../../lib/i18n.ts";
import { showTime } from "../model.ts";
import { fieldLabel } from "../labels.ts";
import type { FieldDef, FormDef } from "../model.ts";
import styles from "../committee.module.css";

export type SignedFile = { id: string; name: string; signedUrl: string };

function useShow(buildings: Record<string, string>) {
  const { t, i18n } = useTranslation("committee-form");
  const euros = new Intl.NumberFormat(`${languageOf(i18n.language)}-FI`, {
    style: "currency",
    currency: "EUR",
  });
  return (def: FieldDef, value: unknown): string => {
    if (value === undefined || value === null || value === "") return "–";
    switch (def.kind) {
      case "confirm":
        return value === true ? t("view.yes") : t("view.no");
      case "date":
        return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)
          ? formatDate(value.slice(0, 10))
          : String(value);
      case "time":
        return showTime(String(value));
      case "month":
        return t(`months.${Number(value)}`, { defaultValue: String(value) });
      case "building":
        return buildings[String(value)] ?? String(value);
      case "eventType":
        return t(`committee:eventTypes.${String(value)}`, { defaultValue: String(value) });
      case "money":
        return typeof value === "number" ? euros.format(value) : String(value);
      default:
        return String(value);
    }
  };
}

function Rows({
  form,
  fields,
  data,
  prefix,
  all,
  buildings,
}: {
  form: FormDef;
  fields: FieldDef[];
  data: Record<string, unknown>;
  prefix: string;
  all: Record<string, unknown>;
  buildings: Record<string, string>;
}) {
  const { t } = useTranslation("committee-form");
  const show = useShow(buildings);
  return (
    <dl className={styles.facts}>
      {fields
        .filter((def) => !def.when || def.when(all))
        .map((def) => (
          <div key={def.name} className={styles.factRow}>
            <dt>{fieldLabel(t, form.type, `${prefix}${def.name}`, all)}</dt>
            {/* Text as the author wrote it, line breaks kept; never markup. */}
            <dd className={def.kind === "textarea" ? styles.ownText : undefined}>
              {show(def, data[def.name])}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * A form read-only: the preview before saving, one's own form and the moderator's view. Every
 * value is text in the page (a script typed in a field shows as the characters typed).
 */
export function FormView({
  form,
  data,
  files,
  headingLevel = 2,
  buildings = {},
}: {
  form: FormDef;
  data: Record<string, unknown>;
  files?: readonly SignedFile[];
  headingLevel?: 2 | 3;
  /** Building names by id, for an invitation's building. */
  buildings?: Record<string, string>;
}) {
  const { t } = useTranslation("committee-form");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const single = form.parts.filter((part): part is FieldDef => part.kind !== "group" && part.kind !== "list");
  return (
    <div className={styles.view}>
      {single.length > 0 && (
        <Rows form={form} fields={single} data={data} prefix="" all={data} buildings={buildings} />
      )}
      {form.parts.map((part) => {
        if (part.kind === "group")
          return (
            <section key={part.name} className={styles.viewSection}>
              <Heading className={styles.viewHeading}>{t(`groups.${part.name}`)}</Heading>
              <Rows
                form={form}
                fields={part.fields}
                data={(data[part.name] ?? {}) as Record<string, unknown>}
                prefix={`${part.name}.`}
                all={data}
                buildings={buildings}
              />
            </section>
          );
        if (part.kind === "list") {
          const entries = (data[part.name] ?? []) as Record<string, unknown>[];
          return (
            <section key={part.name} className={styles.viewSection}>
              <Heading className={styles.viewHeading}>{t(`lists.${part.name}.title`)}</Heading>
              {entries.length === 0 && <p>{t(`lists.${part.name}.none`)}</p>}
              {entries.map((entry, index) => (
                <div key={index} className={styles.viewEntry}>
                  <Sub className={styles.viewSub}>{t(`lists.${part.name}.entry`, { n: index + 1 })}</Sub>
                  <Rows
                    form={form}
                    fields={part.fields}
                    data={entry}
                    prefix={`${part.name}.`}
                    all={data}
                    buildings={buildings}
                  />
                </div>
              ))}
            </section>
          );
        }
        return null;
      })}
      {files && files.length > 0 && (
        <section className={styles.viewSection}>
          <Heading className={styles.viewHeading}>{t("receipts.title")}</Heading>
          <ul>
            {files.map((file) => (
              <li key={file.id}>
                <a href={file.signedUrl} target="_blank" rel="noreferrer noopener">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
