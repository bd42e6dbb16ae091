// A lease's end as a termination's approval sets it: the contract's end date and the termination
// recorded on the lease, in the approval's transaction.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";

export function createContractEnds() {
  return {
    /** The contract ends on `endDate`; it was terminated on `terminatedOn` (YYYY-MM-DD both). */
    async end(contractId: string, endDate: string, terminatedOn: string, tx: Db): Promise<void> {
      await tx.update(contracts).set({ endDate }).where(eq(contracts.id, contractId));
      await tx
        .insert(leaseDetails)
        .values({ contractId, terminatedOn })
        .onConflictDoUpdate({ target: leaseDetails.contractId, set: { terminatedOn } });
    },
  };
}
