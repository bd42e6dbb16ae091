import type { BillingTargetsResponse } from "@portal/schemas/billing";
import { centsToEuros } from "@portal/schemas/billing.rules";
import type { ContractFlag } from "@portal/schemas/lease.constants";
import type { ContractTenants, CurrentContract } from "@portal/schemas/lease";
import { todayInHelsinki } from "../../lib/dates.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import type { LeaseRepository, Scope } from "./lease.repository.ts";
import { earliestEndDate, terminationDisallowedReason } from "./termination.ts";

type Parties = Awaited<ReturnType<LeaseRepository["parties"]>>;

function split(parties: Parties): ContractTenants {
  const named = (kind: "party" | "other") =>
    parties.filter((p) => p.kind === kind).map(({ firstName, lastName }) => ({ firstName, lastName }));
  return { contractParties: named("party"), otherParties: named("other") };
}

/**
 * Every answer is NOT_FOUND when the session's contract is not (or no longer) the person's.
 * Rent and water prepayment are what billing bills today (`targets`, the billing service's).
 */
export function createLeaseService(
  repo: LeaseRepository,
  targets: (scope: Scope) => Promise<BillingTargetsResponse | Refusal<"NOT_FOUND">>,
  now: () => Date,
) {
  return {
    async tenants(scope: Scope): Promise<ContractTenants | Refusal<"NOT_FOUND">> {
      const parties = await repo.parties(scope);
      return parties.length > 0 ? split(parties) : refuse("NOT_FOUND");
    },

    async current(scope: Scope): Promise<CurrentContract | Refusal<"NOT_FOUND">> {
      const [row, parties, billing] = await Promise.all([
        repo.contract(scope),
        repo.parties(scope),
        targets(scope),
      ]);
      if (!row || isRefusal(billing)) return refuse("NOT_FOUND");
      const today = todayInHelsinki(now());
      const d = row.details;
      const terminated =
        (row.endDate !== null && row.endDate < today) || (d?.terminatedOn != null && d.terminatedOn <= today);
      const flags: Record<ContractFlag, boolean> = {
        contract_terminated: terminated,
        pending_termination_tenant_approvals:
          row.openTermination === "pending_tenant_approval" ||
          (d?.pendingTerminationTenantApprovals ?? false),
        pending_termination_review:
          row.openTermination === "ready_for_review" || (d?.pendingTerminationReview ?? false),
        is_estate_contract: d?.isEstateContract ?? false,
        has_guardian_of_interests: d?.hasGuardianOfInterests ?? false,
        missing_resident_users: d?.missingResidentUsers ?? false,
        not_contract_party: row.kind !== "party",
        tenants_with_undetermined_age: d?.tenantsWithUndeterminedAge ?? false,
        has_company_tenant: d?.hasCompanyTenant ?? false,
        pending_modification_request: d?.pendingModificationRequest ?? false,
      };
      const temporary = d?.temporary ?? false;
      const noticeMonths = d?.noticeMonths ?? 1;
      return {
        id: row.id,
        contractNumber: row.contractNumber,
        startDate: row.startDate,
        endDate: row.endDate,
        postalAddress: {
          streetAddressLine1: `${row.street} ${row.apartmentNumber}`,
          streetAddressLine2: null,
          postalCode: row.postalCode,
          city: row.city,
        },
        area: row.area,
        rooms: row.rooms,
        type: d?.type ?? "residential",
        temporary,
        months: d?.months ?? null,
        monthlyRent: billing.monthlyRent,
        dueDay: row.dueDay,
        waterPrepayment: billing.waterPrepayment ?? 0,
        waterBilling: d?.waterBilling ?? "perPerson",
        deposit: {
          amount: centsToEuros(row.depositCents ?? 0),
          voucherAmount: centsToEuros(row.voucherCents ?? 0),
        },
        landlord: { name: row.landlord },
        termination: {
          noticeMonths,
          earliestEndDate: earliestEndDate(today, noticeMonths, {
            temporary,
            endDate: row.endDate,
            terminated,
          }),
        },
        // A fixed-term lease ends on its end date: it cannot be terminated by notice.
        terminationDisallowedReason: terminationDisallowedReason(flags) ?? (temporary ? "general" : null),
        flags: { ...flags, contract_tag: d?.contractTag ?? null },
        contractTenants: split(parties),
      };
    },
  };
}
export type LeaseService = ReturnType<typeof createLeaseService>;
