// Approved resident-committee forms as notices and events of the committee's buildings: the one
// place the notices read the committee forms' table (modules/committee-forms writes it).
import { sql, type SQL } from "drizzle-orm";
import { COMMITTEE_EVENT_FORM_TYPES, COMMITTEE_NOTICE_FORM_TYPES } from "@portal/schemas/notices.constants";
import { committeeBuildings, committeeForms } from "../../db/schema/committees.ts";

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Published action plans, action reports and meeting minutes of a committee of the building, as
 * rows of the notices' union (`id, form_type, published_at, modified_at, payload`).
 */
export function committeeNoticeSource(buildingId: string, now: Date, cutoff: Date): SQL {
  return sql`
    union all
    select f.id::text, f.form_type, f.published_at, f.modified_at, f.form_data
    from ${committeeBuildings} cb join ${committeeForms} f on f.committee_id = cb.committee_id
    where cb.building_id = ${buildingId} and f.form_state = 'Published'
      and f.form_type in (${list(COMMITTEE_NOTICE_FORM_TYPES)})
      and f.published_at <= ${now} and f.published_at > ${cutoff}`;
}

/**
 * Published event invitations of a committee of the building (for this building when the
 * invitation names its property), as rows of the events' union (`…, starts_at, ends_at, payload`):
 * they start at the invitation's date and time in Helsinki and are over two hours later.
 */
export function committeeEventSource(buildingId: string, now: Date, cutoff: Date): SQL {
  const startsAt = sql`(case when f.form_data->>'date' ~ '^\\d{4}-\\d{2}-\\d{2}$'
      and coalesce(f.form_data->>'time', '00:00') ~ '^\\d{2}:\\d{2}$'
    then ((f.form_data->>'date') || ' ' || coalesce(f.form_data->>'time', '00:00'))::timestamp
      at time zone 'Europe/Helsinki'
    else f.published_at end)`;
  return sql`
    union all
    select f.id::text, f.form_type, f.published_at, f.modified_at, s.starts_at,
      s.starts_at + interval '2 hours', f.form_data
    from ${committeeBuildings} cb join ${committeeForms} f on f.committee_id = cb.committee_id,
      lateral (select ${startsAt} as starts_at) s
    where cb.building_id = ${buildingId} and f.form_state = 'Published'
      and f.form_type in (${list(COMMITTEE_EVENT_FORM_TYPES)})
      and (f.form_data->>'property' is null or f.form_data->>'property' = ${buildingId})
      and f.published_at <= ${now} and s.starts_at > ${cutoff}`;
}
