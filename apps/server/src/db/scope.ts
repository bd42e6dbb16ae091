// The two SQL pieces every tenant read is scoped by: the session as columns (for the reads that
// check the session and fetch their data in one round trip) and the one rule of whose data a
// tenant may see, "the person is on the contract"; and the staff's counterpart, "in the buildings
// the staff member sees".
import { inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { contractParties, contracts } from "./schema/contracts.ts";
import { apartments } from "./schema/organisations.ts";
import { userAccounts } from "./schema/persons.ts";
import { sessions, type SessionKind } from "./schema/sessions.ts";

/**
 * True while the person is on the contract, as a signing party or another listed resident: the
 * scoping rule of every tenant query. Each side is a column, an SQL expression (an alias of a raw
 * query) or a value, which is bound as a parameter.
 */
export function personOnContract(contractId: SQLWrapper | string, personId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contractId} and ${contractParties.personId} = ${personId})`;
}

/**
 * A staff member's reach as a condition on a building column: none for every building, false for
 * none. Work items keep their building on the row (workItemColumns), so this reads by index.
 */
export function inBuildings(buildingId: SQLWrapper, buildings: "all" | readonly string[]): SQL | undefined {
  if (buildings === "all") return undefined;
  if (!buildings.length) return sql`false`;
  return inArray(buildingId, [...buildings]);
}

/**
 * A contract's reach: the contract's apartment is in one of the buildings (none: every contract).
 * For rows that keep only their contract (fault reports, messages).
 */
export function contractInBuildings(
  contractId: SQLWrapper,
  buildings: "all" | readonly string[],
): SQL | undefined {
  if (buildings === "all") return undefined;
  if (!buildings.length) return sql`false`;
  return sql`exists (select 1 from ${contracts} join ${apartments} on ${apartments.id} = ${contracts.apartmentId}
    where ${contracts.id} = ${contractId} and ${inArray(apartments.buildingId, [...buildings])})`;
}

/**
 * A row that targets several buildings through a link table is in reach only when every building
 * it targets is (a notice sent to two buildings is not one building's staff member's alone).
 * `targets` is the link table's building column and `owner` its column naming the row; `ownerId`
 * the row's id.
 */
export function everyTargetInBuildings(
  link: { table: SQLWrapper; owner: SQLWrapper; building: SQLWrapper },
  ownerId: SQLWrapper,
  buildings: "all" | readonly string[],
): SQL | undefined {
  if (buildings === "all") return undefined;
  if (!buildings.length) return sql`false`;
  return sql`not exists (select 1 from ${link.table} where ${link.owner} = ${ownerId}
    and not ${inArray(link.building, [...buildings])})`;
}

/** A session row as stored, joined to its account (a staff session has neither account nor contract). */
export interface StoredSession {
  kind: SessionKind;
  userId: string | null;
  personId: string | null;
  contractId: string | null;
  staffId: string | null;
  lastActivityAt: Date;
  expiresAt: Date;
}

/**
 * A StoredSession as columns of `sessions` joined to `user_accounts`. Reads that check the session
 * and fetch their own data in one round trip select `{ session: storedSessionColumns, … }` and hand
 * the row to the session plugin's `tenantRead`, which alone decides whether it is accepted.
 */
export const storedSessionColumns = {
  kind: sessions.kind,
  userId: sessions.userId,
  personId: userAccounts.personId,
  contractId: sessions.contractId,
  staffId: sessions.staffId,
  lastActivityAt: sessions.lastActivityAt,
  expiresAt: sessions.expiresAt,
};

/** The session's contract while the session's person is on it: the hot reads' join condition. */
export const sessionContract = (contractIdColumn: SQLWrapper): SQL =>
  sql`${contractIdColumn} = ${sessions.contractId} and ${personOnContract(sessions.contractId, userAccounts.personId)}`;
