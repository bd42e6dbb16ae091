// A year of the company's notices and events for every scale building (scale-seed.ts), for the
// notices' benchmark: 30 notices a building (one urgent), 10 building events and 10 resident events
// spread over the year before and after today. Set-based SQL in one transaction; skipped when the
// scale buildings already have posts.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { SCALE_ORGANISATION } from "./scale-seed.ts";

export const SCALE_NOTICES_PER_BUILDING = 30;
export const SCALE_EVENTS_PER_BUILDING = 20;

export async function scalePostCount(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from company_post_buildings pb join buildings b on b.id = pb.building_id
    join organisations o on o.id = b.organisation_id where o.name = ${SCALE_ORGANISATION}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Adds the posts; the number added (0 when there were some already). */
export async function seedScaleNotices(db: Db, today: string): Promise<number> {
  if ((await scalePostCount(db)) > 0) return 0;
  const steps = [
    sql`set local synchronous_commit = off`,
    sql`create temp table scale_post_map on commit drop as
      select gen_random_uuid() as post_id, b.id as building_id, n
      from buildings b join organisations o on o.id = b.organisation_id
      cross join generate_series(1, ${SCALE_NOTICES_PER_BUILDING + SCALE_EVENTS_PER_BUILDING}) n
      where o.name = ${SCALE_ORGANISATION}`,
    // Notices: one every 12 days back from today, the newest urgent.
    sql`insert into company_posts (id, kind, title_fi, title_en, text_fi, text_en, urgent, publish_at,
        created_at, updated_at)
      select post_id, 'notice', 'Tiedote ' || n, 'Notice ' || n,
        '<p>Talon tiedote numero ' || n || '. Huoltoyhtiö tiedottaa ajankohtaisista töistä.</p>',
        '<p>Building notice number ' || n || '. The maintenance company tells of current work.</p>',
        n = 1, t, t, t
      from scale_post_map, lateral (select ${today}::timestamptz - make_interval(days => (n - 1) * 12) - interval '16 hours' as t) x
      where n <= ${SCALE_NOTICES_PER_BUILDING}`,
    // Events: every 36 days from half a year back, alternately of the building and for residents.
    sql`insert into company_posts (id, kind, title_fi, title_en, text_fi, text_en, audience, starts_at,
        ends_at, location, publish_at, created_at, updated_at)
      select post_id, 'event', 'Tapahtuma ' || n, 'Event ' || n,
        '<p>Tervetuloa mukaan.</p>', '<p>Welcome along.</p>',
        case when n % 2 = 0 then 'building' else 'resident' end,
        s, s + interval '2 hours', 'Kerhohuone', s - interval '30 days', s - interval '30 days', s - interval '30 days'
      from scale_post_map,
        lateral (select ${today}::timestamptz - interval '180 days'
          + make_interval(days => (n - ${SCALE_NOTICES_PER_BUILDING}) * 18) + interval '15 hours' as s) x
      where n > ${SCALE_NOTICES_PER_BUILDING}`,
    sql`insert into company_post_buildings (post_id, building_id) select post_id, building_id from scale_post_map`,
  ];
  await db.transaction(async (tx) => {
    for (const step of steps) await tx.execute(step);
  });
  return scalePostCount(db);
}
