// Every building's sauna, laundry room and drying room with their rules; Aino's weekly sauna turn
// (billed through her existing sauna fee), one upcoming and one past booking of hers, and a few
// other households' bookings in her building so the calendar shows taken slots.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { currentContractOf } from "./current-contract.ts";
import { addDays } from "../lib/dates.ts";
import { isoWeekday, localInstant } from "../modules/bookings/slots.ts";

const H = 60;

/** The rules Finnish rental buildings commonly use; per resource, so a building can differ. */
export const DEMO_RESOURCES = [
  {
    kind: "sauna",
    nameFi: "Talosauna",
    nameSv: "Husets bastu",
    nameEn: "Building sauna",
    slotMinutes: 60,
    opensMinute: 14 * H,
    closesMinute: 22 * H,
    windowDays: 14,
    quota: 2,
    lateCancelHours: 3,
    fixedTurnFeeCents: 1200,
  },
  {
    kind: "laundry",
    nameFi: "Pesutupa",
    nameSv: "Tvättstuga",
    nameEn: "Laundry room",
    slotMinutes: 180,
    opensMinute: 7 * H,
    closesMinute: 22 * H,
    windowDays: 14,
    quota: 2,
    lateCancelHours: 3,
    fixedTurnFeeCents: null,
  },
  {
    kind: "dryingRoom",
    nameFi: "Kuivaushuone",
    nameSv: "Torkrum",
    nameEn: "Drying room",
    slotMinutes: 180,
    opensMinute: 7 * H,
    closesMinute: 22 * H,
    windowDays: 14,
    quota: 1,
    lateCancelHours: 3,
    fixedTurnFeeCents: null,
  },
] as const;

/** Aino's weekly sauna turn: Thursdays at 19.00. */
export const AINO_TURN = { weekday: 4, startMinute: 19 * H } as const;

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(tx: Db, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

export async function seedBookings(tx: Db, today: string): Promise<void> {
  const values = DEMO_RESOURCES.map(
    (
      r,
      i,
    ) => sql`(${r.kind}::text, ${r.nameFi}::text, ${r.nameEn}::text, ${r.nameSv}::text, ${r.slotMinutes}::int, ${r.opensMinute}::int,
      ${r.closesMinute}::int, ${r.windowDays}::int, ${r.quota}::int, ${r.lateCancelHours}::int,
      ${r.fixedTurnFeeCents}::int, ${i}::int)`,
  );
  await tx.execute(sql`insert into booking_resources (building_id, kind, name_fi, name_en, name_sv, slot_minutes,
      opens_minute, closes_minute, window_days, quota, late_cancel_hours, fixed_turn_fee_cents, position)
    select b.id, v.* from buildings b cross join (values ${sql.join(values, sql`, `)}) as v`);

  const aino = await currentContractOf(tx, "aino.asukas@example.fi");
  if (!aino) return;
  const resources = await rowsOf<{ id: string; kind: string; slotMinutes: number }>(
    tx,
    sql`select id, kind, slot_minutes as "slotMinutes" from booking_resources where building_id = ${aino.buildingId}`,
  );
  const resource = (kind: string) => resources.find((r) => r.kind === kind)!;

  // Her turn is billed by the sauna fee target the billing seed gave her.
  const [target] = await rowsOf<{ id: string; startDate: string; amountCents: number }>(
    tx,
    sql`select id, start_date::text as "startDate", amount_cents as "amountCents" from billing_targets
      where contract_id = ${aino.contractId} and reason = 'sauna' order by start_date limit 1`,
  );
  if (target)
    await tx.execute(sql`insert into fixed_turns (resource_id, apartment_id, contract_id, person_id, weekday,
        start_minute, monthly_fee_cents, valid_from, billing_target_id, created_at)
      values (${resource("sauna").id}, ${aino.apartmentId}, ${aino.contractId}, ${aino.personId},
        ${AINO_TURN.weekday}, ${AINO_TURN.startMinute}, ${target.amountCents}, ${target.startDate}::date,
        ${target.id}, ${`${target.startDate}T09:00:00Z`}::timestamptz)`);

  const neighbours = await rowsOf<{ contractId: string; personId: string; apartmentId: string }>(
    tx,
    sql`select distinct on (c.id) c.id as "contractId", p.person_id as "personId", c.apartment_id as "apartmentId"
      from contracts c join apartments a on a.id = c.apartment_id
      join contract_parties p on p.contract_id = c.id and p.kind = 'party'
      where a.building_id = ${aino.buildingId} and c.id <> ${aino.contractId} and c.end_date is null
        and c.start_date <= ${today}::date
      order by c.id, p.person_id limit 4`,
  );
  const book = async (
    who: { contractId: string; personId: string; apartmentId: string },
    kind: string,
    day: number,
    hour: number,
  ) => {
    const r = resource(kind);
    const date = addDays(today, day);
    // Never on Aino's weekly turn.
    if (kind === "sauna" && isoWeekday(date) === AINO_TURN.weekday && hour * H === AINO_TURN.startMinute)
      hour++;
    const start = localInstant(date, hour * H);
    const end = localInstant(date, hour * H + r.slotMinutes);
    await tx.execute(sql`insert into bookings (resource_id, apartment_id, contract_id, person_id, starts_at, ends_at, created_at)
      values (${r.id}, ${who.apartmentId}, ${who.contractId}, ${who.personId}, ${start.toISOString()}::timestamptz,
        ${end.toISOString()}::timestamptz, ${localInstant(addDays(today, day - 5), 9 * H).toISOString()}::timestamptz)`);
  };
  const plan: [number, string, number, number][] = [
    [0, "sauna", 1, 17],
    [1, "sauna", 2, 18],
    [2, "sauna", 2, 20],
    [3, "laundry", 1, 13],
    [0, "laundry", 2, 7],
    [1, "dryingRoom", 1, 16],
    [2, "sauna", -1, 18],
  ];
  for (const [who, kind, day, hour] of plan) {
    const neighbour = neighbours[who % Math.max(1, neighbours.length)];
    if (neighbour) await book(neighbour, kind, day, hour);
  }
  await book(aino, "laundry", 2, 10);
  await book(aino, "sauna", -3, 20);
}
