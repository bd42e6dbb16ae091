// What the bookings repositories share: the scope a tenant's query is limited to, the household it
// points at, a resource's row, and raw rows from either driver.
import { sql, type SQL } from "drizzle-orm";
import type { ResourceKind } from "@portal/schemas/bookings.constants";
import type { Db } from "../../db/client.ts";
import { personOnContract } from "../../db/scope.ts";

export interface ResourceRow {
  id: string;
  kind: ResourceKind;
  nameFi: string;
  nameEn: string;
  nameSv: string;
  slotMinutes: number;
  opensMinute: number;
  closesMinute: number;
  windowDays: number;
  quota: number;
  lateCancelHours: number;
  fixedTurnFeeCents: number | null;
}

export interface Scope {
  contractId: string;
  personId: string;
}

/** The household the scope points at (with its lease's last day): only while the person is on the contract. */
export const household = (scope: Scope) => sql`
  select c.id as contract_id, c.apartment_id, a.building_id, c.end_date::text as end_date
  from contracts c
  join apartments a on a.id = c.apartment_id
  where c.id = ${scope.contractId}
    and ${personOnContract(sql`c.id`, scope.personId)}`;

/** Rows of a raw query on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
