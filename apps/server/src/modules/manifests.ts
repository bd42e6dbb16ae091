// The portal's modules: one manifest each (modules/<name>/<name>.module.ts), in no particular
// order: app.ts registers them in the order their `after` gives (module.ts, orderModules). A folder
// in modules/ whose manifest is not here fails modules/manifests.test.ts.
import { auditModule } from "./audit/audit.module.ts";
import { authModule } from "./auth/auth.module.ts";
import { bankStatementsModule } from "./bank-statements/bank-statements.module.ts";
import { billingModule } from "./billing/billing.module.ts";
import { bookingsModule } from "./bookings/bookings.module.ts";
import { committeeFormsModule } from "./committee-forms/committee-forms.module.ts";
import { contentModule } from "./content/content.module.ts";
import { exchangeModule } from "./exchange/exchange.module.ts";
import { faultsModule } from "./faults/faults.module.ts";
import { feedbackModule } from "./feedback/feedback.module.ts";
import { handlingModule } from "./handling/handling.module.ts";
import { healthModule } from "./health/health.module.ts";
import { homeModule } from "./home/home.module.ts";
import { identificationModule } from "./identification/identification.module.ts";
import { impersonationModule } from "./impersonation/impersonation.module.ts";
import { integrationModule } from "./integration/integration.module.ts";
import { leaseModule } from "./lease/lease.module.ts";
import { messagesModule } from "./messages/messages.module.ts";
import { noticesModule } from "./notices/notices.module.ts";
import { notificationsModule } from "./notifications/notifications.module.ts";
import { outboxModule } from "./outbox/outbox.module.ts";
import { passwordResetModule } from "./password-reset/password-reset.module.ts";
import { paymentsModule } from "./payments/payments.module.ts";
import { phoneSignInModule } from "./phone-sign-in/phone-sign-in.module.ts";
import { profileModule } from "./profile/profile.module.ts";
import { queueModule } from "./queue/queue.module.ts";
import { repliesModule } from "./replies/replies.module.ts";
import { searchModule } from "./search/search.module.ts";
import { sessionModule } from "./session/session.module.ts";
import { signUpModule } from "./sign-up/sign-up.module.ts";
import { staffModule } from "./staff/staff.module.ts";
import { tenancySyncModule } from "./tenancy-sync/tenancy-sync.module.ts";
import { terminationModule } from "./termination/termination.module.ts";
import { workflowModule } from "./workflow/workflow.module.ts";

export const MANIFESTS = [
  auditModule,
  authModule,
  bankStatementsModule,
  billingModule,
  bookingsModule,
  committeeFormsModule,
  contentModule,
  exchangeModule,
  faultsModule,
  feedbackModule,
  handlingModule,
  healthModule,
  homeModule,
  identificationModule,
  impersonationModule,
  integrationModule,
  leaseModule,
  messagesModule,
  noticesModule,
  notificationsModule,
  outboxModule,
  passwordResetModule,
  paymentsModule,
  phoneSignInModule,
  profileModule,
  queueModule,
  repliesModule,
  searchModule,
  sessionModule,
  signUpModule,
  staffModule,
  tenancySyncModule,
  terminationModule,
  workflowModule,
] as const;
