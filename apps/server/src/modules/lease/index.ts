// The lease module's public surface: other modules import only from this file (eslint.config.js).
// Whether a contract still allows an act (the rule for acts after the lease ends).
export { contractEndedOn, type ContractAccess, type ContractEnded } from "./contract-access.ts";
// Which flag refuses a termination, in the specification's order.
export { terminationDisallowedReason } from "./termination.ts";
// The end a termination's approval puts to the lease.
export { createContractEnds } from "./contract-end.repository.ts";
// The company's contracts, their parties and terms as its tenancy system sends them (the tenancy sync).
export {
  createContractsSyncRepository,
  type ContractsSyncRepository,
  type SyncedContract,
  type SyncedParty,
  type SyncedTerms,
} from "./contracts-sync.repository.ts";
