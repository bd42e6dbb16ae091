import { z } from "zod";
import { euros } from "./billing.ts";
import { isoDate } from "./common.ts";
import {
  CONTRACT_ENDED,
  CONTRACT_FLAGS,
  LEASE_TYPES,
  TERMINATION_DISALLOWED_REASONS,
  WATER_BILLING,
} from "./lease.constants.ts";
import { address } from "./profile.ts";

/** A person on the lease, as the lease page names them. */
export const leaseParty = z.object({ firstName: z.string(), lastName: z.string() });
export type LeaseParty = z.infer<typeof leaseParty>;

/** GET /api/contracts/tenants: contract parties sign the lease; other parties only live there. */
export const contractTenantsResponse = z.object({
  contractParties: z.array(leaseParty),
  otherParties: z.array(leaseParty),
});
export type ContractTenants = z.infer<typeof contractTenantsResponse>;

export const contractFlags = z.object({
  ...(Object.fromEntries(CONTRACT_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof CONTRACT_FLAGS)[number],
    z.ZodBoolean
  >),
  contract_tag: z.string().nullable(),
});
export type ContractFlags = z.infer<typeof contractFlags>;

/** GET /api/contracts/current: the signed-in tenant's lease with everything the lease page prints. */
export const currentContractResponse = z.object({
  id: z.string(),
  contractNumber: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  postalAddress: address,
  /** m2, one decimal */
  area: z.number(),
  rooms: z.number().int(),
  type: z.enum(LEASE_TYPES),
  /** A fixed-term lease (määräaikainen). */
  temporary: z.boolean(),
  /** Length of a fixed term in months; null for a lease until further notice. */
  months: z.number().int().nullable(),
  monthlyRent: euros,
  dueDay: z.number().int().min(1).max(31),
  /** Water prepayment per month. */
  waterPrepayment: euros,
  waterBilling: z.enum(WATER_BILLING),
  /** Both 0: no deposit. */
  deposit: z.object({ amount: euros, voucherAmount: euros }),
  landlord: z.object({ name: z.string() }),
  /** earliestEndDate: null once the lease has ended or its termination is recorded. */
  termination: z.object({ noticeMonths: z.number().int(), earliestEndDate: isoDate.nullable() }),
  terminationDisallowedReason: z.enum(TERMINATION_DISALLOWED_REASONS).nullable(),
  flags: contractFlags,
  contractTenants: contractTenantsResponse,
});
export type CurrentContract = z.infer<typeof currentContractResponse>;

/** 403 CONTRACT_ENDED: the lease's last day, which the act would come after. */
export const contractEndedResponse = z.object({ error: z.literal(CONTRACT_ENDED), endDate: isoDate });
export type ContractEndedResponse = z.infer<typeof contractEndedResponse>;
