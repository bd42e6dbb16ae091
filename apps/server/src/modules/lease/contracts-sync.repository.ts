// The company's contracts as its tenancy system sends them, found by its own ids (external_id): the
// lease module's rows (the contract, its parties and the lease's notice period and term), which the
// tenancy sync writes only through here. A contract's end date and its parties are facts the
// product already follows wherever they come from: the lease-end job ends the household's bookings,
// weekly turns and committee memberships, the exchange job deletes the notices of a lease that ended
// or of a tenant no longer on it. Every method takes the caller's transaction.
import { eq, inArray, and } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";

export interface SyncedContract {
  apartmentId: string;
  contractNumber: string;
  startDate: string;
  endDate: string | null;
  monthlyRentCents: number;
  dueDay: number;
}

export interface SyncedParty {
  personId: string;
  kind: "party" | "other";
}

export interface SyncedTerms {
  noticeMonths: number;
  temporary: boolean;
}

export function createContractsSyncRepository() {
  return {
    /** The contracts of these ids, by external id, with their parties and terms. */
    async contracts(externalIds: readonly string[], tx: Db) {
      type Found = SyncedContract & { id: string; parties: SyncedParty[]; terms: SyncedTerms };
      if (externalIds.length === 0) return new Map<string, Found>();
      const rows = await tx
        .select({
          externalId: contracts.externalId,
          id: contracts.id,
          apartmentId: contracts.apartmentId,
          contractNumber: contracts.contractNumber,
          startDate: contracts.startDate,
          endDate: contracts.endDate,
          monthlyRentCents: contracts.monthlyRentCents,
          dueDay: contracts.dueDay,
          noticeMonths: leaseDetails.noticeMonths,
          temporary: leaseDetails.temporary,
        })
        .from(contracts)
        .leftJoin(leaseDetails, eq(leaseDetails.contractId, contracts.id))
        .where(inArray(contracts.externalId, [...externalIds]));
      const parties =
        rows.length === 0
          ? []
          : await tx
              .select({
                contractId: contractParties.contractId,
                personId: contractParties.personId,
                kind: contractParties.kind,
              })
              .from(contractParties)
              .where(
                inArray(
                  contractParties.contractId,
                  rows.map((r) => r.id),
                ),
              );
      const byContract = new Map<string, SyncedParty[]>();
      for (const p of parties)
        byContract.set(p.contractId, [
          ...(byContract.get(p.contractId) ?? []),
          { personId: p.personId, kind: p.kind },
        ]);
      return new Map<string, Found>(
        rows.map(({ externalId, noticeMonths, temporary, ...row }) => [
          externalId!,
          {
            ...row,
            parties: byContract.get(row.id) ?? [],
            // A contract without a row of details reads as every column's default.
            terms: { noticeMonths: noticeMonths ?? 1, temporary: temporary ?? false },
          },
        ]),
      );
    },

    /** The ids of the contracts of these external ids (a ledger line's or a payment's contract). */
    async ids(externalIds: readonly string[], tx: Db): Promise<Map<string, string>> {
      if (externalIds.length === 0) return new Map();
      const rows = await tx
        .select({ externalId: contracts.externalId, id: contracts.id })
        .from(contracts)
        .where(inArray(contracts.externalId, [...externalIds]));
      return new Map(rows.map((r) => [r.externalId!, r.id]));
    },

    /** A new contract: its id. */
    async insert(externalId: string, contract: SyncedContract, tx: Db): Promise<string> {
      const [row] = await tx
        .insert(contracts)
        .values({ externalId, ...contract })
        .returning({ id: contracts.id });
      if (!row) throw new Error("contract insert returned nothing");
      return row.id;
    },

    async update(id: string, contract: SyncedContract, tx: Db): Promise<void> {
      await tx.update(contracts).set(contract).where(eq(contracts.id, id));
    },

    /** The contract's parties become these: a person left out leaves it, a new one joins, a kind changes. */
    async setParties(
      contractId: string,
      parties: readonly SyncedParty[],
      tx: Db,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<void> {
      // A contract just made has no parties yet: one insert.
      if (fresh) {
        if (parties.length > 0)
          await tx.insert(contractParties).values(parties.map((p) => ({ contractId, ...p })));
        return;
      }
      const current = await tx
        .select({ personId: contractParties.personId, kind: contractParties.kind })
        .from(contractParties)
        .where(eq(contractParties.contractId, contractId));
      const wanted = new Map(parties.map((p) => [p.personId, p.kind]));
      const leaving = current.filter((p) => !wanted.has(p.personId)).map((p) => p.personId);
      if (leaving.length > 0)
        await tx
          .delete(contractParties)
          .where(and(eq(contractParties.contractId, contractId), inArray(contractParties.personId, leaving)));
      for (const party of parties) {
        const was = current.find((p) => p.personId === party.personId);
        if (!was) await tx.insert(contractParties).values({ contractId, ...party });
        else if (was.kind !== party.kind)
          await tx
            .update(contractParties)
            .set({ kind: party.kind })
            .where(
              and(eq(contractParties.contractId, contractId), eq(contractParties.personId, party.personId)),
            );
      }
    },

    /** The lease's notice period and term; the other details keep what the portal recorded. */
    async setTerms(contractId: string, terms: SyncedTerms, tx: Db): Promise<void> {
      await tx
        .insert(leaseDetails)
        .values({ contractId, ...terms })
        .onConflictDoUpdate({ target: leaseDetails.contractId, set: terms });
    },
  };
}
export type ContractsSyncRepository = ReturnType<typeof createContractsSyncRepository>;
