// The company's tenancy data, upserted by its own ids: one batch of one kind at a time, each item
// validated with its kind's shared schema and answered on its own (created, updated, unchanged or
// refused with field errors). A batch runs in one transaction and each item in a savepoint of it,
// so a refused item leaves nothing behind and the rest are stored; sending a batch again finds every
// item as it is and answers unchanged. The rows are the home, auth, lease and billing modules':
// written only through their repositories. The integration routes and `npm run import` both call this.
import {
  TENANCY_BATCH_MAX,
  TENANCY_ITEM_SCHEMAS,
  type ApartmentItem,
  type BuildingItem,
  type ContractItem,
  type LedgerItem,
  type PaymentItem,
  type PersonItem,
  type TenancyBatchResponse,
  type TenancyItemResult,
  type TenancyItemStatus,
  type TenancyKind,
} from "@portal/schemas/integration-tenancy";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { DEADLOCK_DETECTED, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlState } from "../../db/errors.ts";
import { hashIdentityCode } from "../../lib/identity-code-hash.ts";
import { createPersonsSyncRepository } from "../auth/index.ts";
import { createTenancySyncBillingRepository, type SyncedCharge, type SyncedMoney } from "../billing/index.ts";
import { createHomeTenancyRepository } from "../home/index.ts";
import { createContractsSyncRepository, type SyncedParty } from "../lease/index.ts";
import { itemFields } from "./item-fields.ts";

/** Field error keys of a refused item beyond the schemas' validation keys. */
export const SYNC_ERRORS = {
  /** Another item of the same batch has the same externalId. */
  duplicate: "integration.duplicateInBatch",
  /** The item names an externalId the portal does not know (an apartment, a person, a contract). */
  unknown: "integration.unknownReference",
  /** The value belongs to another row (a contract number, an identity code, a bank archive id). */
  taken: "integration.taken",
  /** A ledger line or a payment sent again with another value: the past is not edited, a correction is a new line. */
  immutable: "integration.immutable",
  /** The rows it names changed while it was written: send it again. */
  conflict: "integration.conflict",
} as const;

/** A refusal of one item, thrown inside its savepoint so that nothing of it stays. */
class ItemRefused extends Error {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super("item refused");
    this.fields = fields;
  }
}

/** Which field a unique constraint stands for, when another row already holds the value. */
const TAKEN_FIELD: Record<string, string> = {
  contracts_number_uq: "contractNumber",
  apartments_building_number_uq: "apartmentNumber",
  persons_identity_code_uq: "identityCode",
  payments_bank_archive_uq: "bankArchiveId",
  contract_references_number_uq: "referenceNumber",
};

function constraintOf(err: unknown): string | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const byCharge = (a: SyncedCharge, b: SyncedCharge) =>
  a.startDate.localeCompare(b.startDate) ||
  a.reason.localeCompare(b.reason) ||
  a.nameOnBill.localeCompare(b.nameOnBill) ||
  a.amountCents - b.amountCents;
const sortedCharges = (charges: readonly SyncedCharge[]) => [...charges].sort(byCharge);
const sortedParties = (parties: readonly SyncedParty[]) =>
  [...parties].sort((a, b) => a.personId.localeCompare(b.personId));

type Upserted = Exclude<TenancyItemStatus, "refused">;
type Valid<K extends TenancyKind> = z.infer<(typeof TENANCY_ITEM_SCHEMAS)[K]>;

/** One kind's writer: the rows its items name, read once per batch, and the upsert of one item. */
interface KindWriter<Item> {
  prepare(items: readonly Item[], tx: Db): Promise<(item: Item, tx: Db) => Promise<Upserted>>;
}

export interface TenancySyncOptions {
  db: Db;
  /** IDENTITY_CODE_KEY: an identity code is kept only as its keyed hash. */
  identityCodeKey: string;
}

export function createTenancySync({ db, identityCodeKey }: TenancySyncOptions) {
  const home = createHomeTenancyRepository();
  const personsRepo = createPersonsSyncRepository();
  const contractsRepo = createContractsSyncRepository();
  const money = createTenancySyncBillingRepository();

  const buildings: KindWriter<BuildingItem> = {
    async prepare(items, tx) {
      const found = await home.buildings(
        items.map((i) => i.externalId),
        tx,
      );
      return async (item, tx) => {
        const organisationId = await home.organisation(
          item.organisation.externalId,
          item.organisation.name,
          tx,
        );
        const { externalId, organisation: _organisation, ...rest } = item;
        const row = { organisationId, ...rest };
        const was = found.get(externalId);
        if (!was) {
          await home.insertBuilding(externalId, row, tx);
          return "created";
        }
        const { id, ...stored } = was;
        if (sameJson(stored, { ...stored, ...row })) return "unchanged";
        await home.updateBuilding(id, row, tx);
        return "updated";
      };
    },
  };

  const apartments: KindWriter<ApartmentItem> = {
    async prepare(items, tx) {
      const found = await home.apartments(
        items.map((i) => i.externalId),
        tx,
      );
      const inBuildings = await home.buildings([...new Set(items.map((i) => i.buildingExternalId))], tx);
      return async (item, tx) => {
        const building = inBuildings.get(item.buildingExternalId);
        if (!building) throw new ItemRefused({ buildingExternalId: SYNC_ERRORS.unknown });
        const row = {
          buildingId: building.id,
          apartmentNumber: item.apartmentNumber,
          areaM2: item.areaM2,
          rooms: item.rooms,
        };
        const was = found.get(item.externalId);
        if (!was) {
          await home.insertApartment(item.externalId, row, tx);
          return "created";
        }
        const { id, ...stored } = was;
        if (sameJson(stored, { ...stored, ...row })) return "unchanged";
        await home.updateApartment(id, row, tx);
        return "updated";
      };
    },
  };

  const persons: KindWriter<PersonItem> = {
    async prepare(items, tx) {
      const found = await personsRepo.persons(
        items.map((i) => i.externalId),
        tx,
      );
      return async (item, tx) => {
        const was = found.get(item.externalId);
        // What the company does not hold (null) keeps what the portal has: the tenant's own number,
        // the code a strong identification matched.
        const row = {
          firstName: item.firstName,
          lastName: item.lastName,
          phone: item.phone ?? was?.phone ?? null,
          protectionOrder: item.protectionOrder,
          identityCodeHash:
            item.identityCode === null
              ? (was?.identityCodeHash ?? null)
              : hashIdentityCode(item.identityCode, identityCodeKey),
        };
        if (!was) {
          await personsRepo.insert(item.externalId, row, tx);
          return "created";
        }
        const { id, ...stored } = was;
        if (sameJson(stored, { ...stored, ...row })) return "unchanged";
        await personsRepo.update(id, row, tx);
        return "updated";
      };
    },
  };

  const contracts: KindWriter<ContractItem> = {
    async prepare(items, tx) {
      const found = await contractsRepo.contracts(
        items.map((i) => i.externalId),
        tx,
      );
      const inApartments = await home.apartments([...new Set(items.map((i) => i.apartmentExternalId))], tx);
      const moneyOf = await money.money(
        [...found.values()].map((c) => c.id),
        tx,
      );
      const people = await personsRepo.persons(
        [...new Set(items.flatMap((i) => i.parties.map((p) => p.personExternalId)))],
        tx,
      );
      return async (item, tx) => {
        const refused: Record<string, string> = {};
        const apartment = inApartments.get(item.apartmentExternalId);
        if (!apartment) refused.apartmentExternalId = SYNC_ERRORS.unknown;
        const parties: SyncedParty[] = [];
        item.parties.forEach((party, i) => {
          const person = people.get(party.personExternalId);
          if (!person) refused[`parties.${i}.personExternalId`] = SYNC_ERRORS.unknown;
          else parties.push({ personId: person.id, kind: party.kind });
        });
        if (!apartment || Object.keys(refused).length > 0) throw new ItemRefused(refused);
        const contract = {
          apartmentId: apartment.id,
          contractNumber: item.contractNumber,
          startDate: item.startDate,
          endDate: item.endDate,
          monthlyRentCents: item.monthlyRentCents,
          dueDay: item.dueDay,
        };
        const terms = { noticeMonths: item.noticeMonths, temporary: item.temporary };
        const wanted: SyncedMoney = {
          charges: sortedCharges(item.rentLines),
          deposit: item.deposit,
          referenceNumber: item.referenceNumber,
        };
        const was = found.get(item.externalId);
        if (!was) {
          const id = await contractsRepo.insert(item.externalId, contract, tx);
          await contractsRepo.setParties(id, parties, tx, { fresh: true });
          await contractsRepo.setTerms(id, terms, tx);
          await money.setCharges(id, wanted.charges, tx, { fresh: true });
          if (wanted.deposit) await money.setDeposit(id, wanted.deposit, tx);
          await money.setReference(id, wanted.referenceNumber, tx);
          return "created";
        }
        const { id, parties: storedParties, terms: storedTerms, ...stored } = was;
        const storedMoney = moneyOf.get(id)!;
        let changed = false;
        if (!sameJson(stored, { ...stored, ...contract })) {
          // An end date, or its change, is a fact the lease-end and exchange jobs follow (see the
          // lease module's contracts-sync repository).
          await contractsRepo.update(id, contract, tx);
          changed = true;
        }
        if (!sameJson(sortedParties(storedParties), sortedParties(parties))) {
          await contractsRepo.setParties(id, parties, tx);
          changed = true;
        }
        if (!sameJson(storedTerms, terms)) {
          await contractsRepo.setTerms(id, terms, tx);
          changed = true;
        }
        if (!sameJson(sortedCharges(storedMoney.charges), wanted.charges)) {
          await money.setCharges(id, wanted.charges, tx);
          changed = true;
        }
        if (!sameJson(storedMoney.deposit, wanted.deposit)) {
          await money.setDeposit(id, wanted.deposit, tx);
          changed = true;
        }
        if (wanted.referenceNumber !== null && storedMoney.referenceNumber !== wanted.referenceNumber) {
          await money.setReference(id, wanted.referenceNumber, tx);
          changed = true;
        }
        return changed ? "updated" : "unchanged";
      };
    },
  };

  /** The contracts a ledger line or a payment names, by external id. */
  const contractIds = (externalIds: readonly string[], tx: Db) =>
    contractsRepo.ids([...new Set(externalIds)], tx);

  /** The past is not edited: the fields that differ from what is stored, or nothing. */
  const differing = (stored: Record<string, unknown>, sent: Record<string, unknown>) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(sent))
      if (stored[key] !== value) fields[key] = SYNC_ERRORS.immutable;
    return fields;
  };

  const ledger: KindWriter<LedgerItem> = {
    async prepare(items, tx) {
      const found = await money.ledgerLines(
        items.map((i) => i.externalId),
        tx,
      );
      const ids = await contractIds(
        items.map((i) => i.contractExternalId),
        tx,
      );
      // The bills this pass found or made, by contract and period. A line that fails may have made a
      // bill its savepoint takes back with it: the bills are then looked up again.
      const bills = new Map<string, string>();
      return async (item, tx) => {
        const contractId = ids.get(item.contractExternalId);
        if (!contractId) throw new ItemRefused({ contractExternalId: SYNC_ERRORS.unknown });
        const { externalId, contractExternalId: _contract, ...line } = item;
        const was = found.get(externalId);
        if (!was) {
          try {
            await money.insertLedgerLine(externalId, { contractId, ...line }, tx, bills);
          } catch (err) {
            bills.clear();
            throw err;
          }
          return "created";
        }
        const fields = differing(
          { ...was, contractExternalId: was.contractId === contractId ? item.contractExternalId : null },
          { ...line, contractExternalId: item.contractExternalId },
        );
        if (Object.keys(fields).length > 0) throw new ItemRefused(fields);
        return "unchanged";
      };
    },
  };

  const payments: KindWriter<PaymentItem> = {
    async prepare(items, tx) {
      const found = await money.payments(
        items.map((i) => i.externalId),
        tx,
      );
      const ids = await contractIds(
        items.map((i) => i.contractExternalId),
        tx,
      );
      return async (item, tx) => {
        const contractId = ids.get(item.contractExternalId);
        if (!contractId) throw new ItemRefused({ contractExternalId: SYNC_ERRORS.unknown });
        const payment = {
          payerName: item.payerName,
          amountCents: item.amountCents,
          paidDate: item.paidDate,
          // A payment booked without the bank's archive id is kept under the company's own id.
          bankArchiveId: item.bankArchiveId ?? `external:${item.externalId}`,
        };
        const was = found.get(item.externalId);
        if (!was) {
          await money.insertPayment(item.externalId, { contractId, ...payment }, tx);
          return "created";
        }
        const fields = differing(
          { ...was, contractExternalId: was.contractId === contractId ? item.contractExternalId : null },
          { ...payment, contractExternalId: item.contractExternalId },
        );
        if (item.bankArchiveId === null) delete fields.bankArchiveId;
        if (Object.keys(fields).length > 0) throw new ItemRefused(fields);
        return "unchanged";
      };
    },
  };

  const WRITERS: { [K in TenancyKind]: KindWriter<Valid<K>> } = {
    buildings,
    apartments,
    persons,
    contracts,
    ledger,
    payments,
  };

  /**
   * One item: its outcome, or its refusal with nothing of it written. In a savepoint when `guarded`;
   * else a refusal of the database aborts the batch (DatabaseRefused), which then runs guarded.
   */
  async function one<Item>(
    write: (item: Item, tx: Db) => Promise<Upserted>,
    item: Item,
    tx: Db,
    guarded: boolean,
  ): Promise<{ status: Upserted } | { status: "refused"; fields: Record<string, string> }> {
    for (let attempt = 0; ; attempt++) {
      try {
        return {
          status: guarded
            ? await tx.transaction((savepoint) => write(item, savepoint))
            : await write(item, tx),
        };
      } catch (err) {
        // The writers refuse an item before writing any of it.
        if (err instanceof ItemRefused) return { status: "refused", fields: err.fields };
        if (!guarded) throw err;
        const state = sqlState(err);
        const constraint = constraintOf(err);
        // Another writer stored the same externalId first: read it again and compare.
        if (state === UNIQUE_VIOLATION && constraint?.endsWith("_external_id_uq") && attempt === 0) continue;
        if (state === UNIQUE_VIOLATION) {
          const field = (constraint && TAKEN_FIELD[constraint]) ?? "";
          return { status: "refused", fields: { [field]: field ? SYNC_ERRORS.taken : SYNC_ERRORS.conflict } };
        }
        if (state === FOREIGN_KEY_VIOLATION)
          return { status: "refused", fields: { "": SYNC_ERRORS.conflict } };
        throw err;
      }
    }
  }

  async function runBatch<K extends TenancyKind>(
    kind: K,
    items: readonly unknown[],
  ): Promise<TenancyBatchResponse> {
    const schema = TENANCY_ITEM_SCHEMAS[kind];
    const results: TenancyItemResult[] = [];
    const valid: { index: number; item: Valid<K> }[] = [];
    const seen = new Set<string>();
    items.forEach((raw, index) => {
      const rawId = (raw as { externalId?: unknown } | null)?.externalId;
      const externalId = typeof rawId === "string" ? rawId.trim() : null;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        results[index] = {
          index,
          externalId,
          status: "refused",
          fields: itemFields(parsed.error.issues, raw),
        };
        return;
      }
      const item = parsed.data as Valid<K>;
      if (seen.has(item.externalId)) {
        results[index] = {
          index,
          externalId: item.externalId,
          status: "refused",
          fields: { externalId: SYNC_ERRORS.duplicate },
        };
        return;
      }
      seen.add(item.externalId);
      valid.push({ index, item });
    });
    if (valid.length > 0) {
      const pass = (guarded: boolean) =>
        db.transaction(async (tx) => {
          const write = await (WRITERS[kind] as KindWriter<Valid<K>>).prepare(
            valid.map((v) => v.item),
            tx,
          );
          const done = [];
          for (const { item } of valid) done.push(await one(write, item, tx, guarded));
          return done;
        });
      // Most batches meet no refusal of the database: without a savepoint an item is a round trip or
      // two fewer. When one does, nothing of the batch stays and it runs again, each item guarded.
      let outcomes;
      try {
        outcomes = await pass(false);
      } catch (err) {
        const state = sqlState(err);
        if (state !== UNIQUE_VIOLATION && state !== FOREIGN_KEY_VIOLATION) throw err;
        outcomes = await pass(true);
      }
      valid.forEach(({ index, item }, i) => {
        results[index] = { index, externalId: item.externalId, ...outcomes[i]! };
      });
    }
    const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    for (const result of results) counts[result.status]++;
    return { results, counts };
  }

  return {
    /**
     * Upserts one batch of one kind (at most TENANCY_BATCH_MAX items; the route refuses more). A
     * deadlock with another batch writing the same rows runs the batch again from the start.
     */
    async upsert(kind: TenancyKind, items: readonly unknown[]): Promise<TenancyBatchResponse> {
      if (items.length > TENANCY_BATCH_MAX)
        throw new Error(`a batch holds at most ${TENANCY_BATCH_MAX} items`);
      for (let attempt = 0; ; attempt++) {
        try {
          return await runBatch(kind, items);
        } catch (err) {
          if (sqlState(err) === DEADLOCK_DETECTED && attempt < 2) continue;
          throw err;
        }
      }
    },
  };
}
export type TenancySync = ReturnType<typeof createTenancySync>;
