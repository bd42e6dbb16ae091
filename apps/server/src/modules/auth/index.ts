// The auth module's public surface: other modules import only from this file (eslint.config.js).
// Accounts, sessions, sign-in codes, throttling and the account lock, as other modules use them.
export { type AccountDeps } from "./account-deps.ts";
export { lockKey, type AccountLock } from "./account-lock.service.ts";
export { createAccountsRepository } from "./accounts.repository.ts";
export { type AuthRepository } from "./auth.repository.ts";
export {
  openSession,
  openStaffSession,
  viewedContract,
  type AuthService,
  type ContractRefusal,
} from "./auth.service.ts";
export { postCodeRequest } from "./code-request.routes.ts";
export { createCodeRequest, type CodeRequestResult } from "./code-request.ts";
export { createEmailConfirmation } from "./email-confirmation.service.ts";
export { checkNewPassword, type PasswordRejection } from "./password-policy.ts";
export { requestLanguage } from "./request-language.ts";
export { rule, throttleRules, type Limit } from "./throttle.service.ts";
// The company's persons as its tenancy system sends them (the tenancy sync).
export {
  createPersonsSyncRepository,
  type PersonsSyncRepository,
  type SyncedPerson,
} from "./persons-sync.repository.ts";
