import { date, integer, pgTable, text, uuid, index, unique, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { apartments } from "./organisations.ts";
import { persons } from "./persons.ts";

export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    apartmentId: uuid("apartment_id")
      .notNull()
      .references(() => apartments.id),
    contractNumber: text("contract_number").notNull().unique("contracts_number_uq"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    monthlyRentCents: integer("monthly_rent_cents").notNull(),
    dueDay: integer("due_day").notNull(),
    /** The company's own id of the row, from its tenancy system (modules/tenancy-sync); null for rows made here. */
    externalId: text("external_id").unique("contracts_external_id_uq"),
  },
  (t) => [
    index("contracts_apartment_idx").on(t.apartmentId),
    check("contracts_due_day_ck", sql`${t.dueDay} between 1 and 31`),
    check("contracts_period_ck", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Who is on a contract: signing parties and other residents listed on it. */
export const contractParties = pgTable(
  "contract_parties",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id),
    kind: text("kind", { enum: ["party", "other"] }).notNull(),
  },
  (t) => [
    unique("contract_parties_uq").on(t.contractId, t.personId),
    index("contract_parties_person_idx").on(t.personId),
  ],
);
