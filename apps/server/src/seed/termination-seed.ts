import type { Db } from "../db/client.ts";
import { leaseDetails } from "../db/schema/lease.ts";
import { currentContractOf } from "./current-contract.ts";

/**
 * Termination's demo leases: Aino and Ville are co-parties of one lease (demo.ts) and may give
 * notice; muuttanut.pois's lease has ended; the company tenant's lease refuses an online notice.
 * Runs inside the demo seed's transaction, after the leases and their details.
 */
export async function seedTermination(tx: Db): Promise<void> {
  const company = await currentContractOf(tx, "yritys.vuokralainen@example.fi");
  if (!company) throw new Error("termination seed: no current lease for yritys.vuokralainen@example.fi");
  await tx
    .insert(leaseDetails)
    .values({ contractId: company.contractId, hasCompanyTenant: true })
    .onConflictDoUpdate({ target: leaseDetails.contractId, set: { hasCompanyTenant: true } });
}
