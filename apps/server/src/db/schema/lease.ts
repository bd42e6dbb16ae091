import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { LEASE_TYPES, WATER_BILLING } from "@portal/schemas/lease.constants";
import { contracts } from "./contracts.ts";

/**
 * What the lease agreement says beyond rent and period, one row per contract. A contract without a
 * row reads as an ordinary residential lease until further notice with no flags set (every column's
 * default), so leases created elsewhere need nothing here. Rent and water prepayment are the billing
 * targets' (billing.ts), the landlord is the building's organisation.
 */
export const leaseDetails = pgTable(
  "lease_details",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id, { onDelete: "cascade" }),
    type: text("type", { enum: LEASE_TYPES }).notNull().default("residential"),
    /** A fixed-term lease; `months` is the length of the term. */
    temporary: boolean("temporary").notNull().default(false),
    months: integer("months"),
    waterBilling: text("water_billing", { enum: WATER_BILLING }).notNull().default("perPerson"),
    /** The tenant's notice period (Finnish law: one month, counted from the end of the month given). */
    noticeMonths: integer("notice_months").notNull().default(1),
    /** Set when a termination has been recorded, before the end date is reached. */
    terminatedOn: date("terminated_on", { mode: "string" }),
    pendingTerminationTenantApprovals: boolean("pending_termination_tenant_approvals")
      .notNull()
      .default(false),
    pendingTerminationReview: boolean("pending_termination_review").notNull().default(false),
    isEstateContract: boolean("is_estate_contract").notNull().default(false),
    hasGuardianOfInterests: boolean("has_guardian_of_interests").notNull().default(false),
    missingResidentUsers: boolean("missing_resident_users").notNull().default(false),
    tenantsWithUndeterminedAge: boolean("tenants_with_undetermined_age").notNull().default(false),
    hasCompanyTenant: boolean("has_company_tenant").notNull().default(false),
    pendingModificationRequest: boolean("pending_modification_request").notNull().default(false),
    contractTag: text("contract_tag"),
  },
  (t) => [
    check("lease_details_months_ck", sql`${t.months} is null or ${t.months} > 0`),
    check("lease_details_notice_ck", sql`${t.noticeMonths} between 0 and 12`),
  ],
);
