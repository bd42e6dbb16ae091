import type { Db } from "../../db/client.ts";
import { companyIdsOf, recordIntegrationEvent } from "../integration/index.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { profileMessages } from "./profile.messages.ts";
import type { ContactAccount } from "./profile.repository.ts";

export type ChangeNotice =
  | { template: "email-changed"; newValue: string }
  | { template: "phone-changed"; newValue: string }
  | { template: "password-changed" };

/**
 * Tells the tenant at the address the account had before the change, in the account's language,
 * what changed and when: if it was not them, they learn it while they can still act (the new
 * address may be an attacker's, so the notice never goes there). Pass the change's transaction.
 */
export async function enqueueChangeNotice(
  db: Db,
  account: Pick<ContactAccount, "email" | "language" | "firstName">,
  notice: ChangeNotice,
  at: Date,
  tx: Db,
): Promise<void> {
  const data: Record<string, string> = { firstName: account.firstName, changedAt: at.toISOString() };
  if (notice.template !== "password-changed") data.newValue = notice.newValue;
  await createOutboxRepository(db).enqueue(
    {
      recipient: account.email,
      template: profileMessages[notice.template],
      language: account.language,
      data,
    },
    at,
    tx,
  );
}

/**
 * Tells the company's systems, through the event feed, of a tenant's new contact details (the
 * email or the phone number confirmed). Pass the change's transaction.
 */
export async function contactDetailsChanged(
  tx: Db,
  personId: string,
  change: { email: string } | { phone: string },
  at: Date,
): Promise<void> {
  const company = await companyIdsOf(tx, { persons: [personId] });
  await recordIntegrationEvent(tx, {
    type: "contact-details.changed",
    subject: `person:${personId}`,
    occurredAt: at,
    data: { personId, personExternalId: company.person(personId), ...change },
  });
}
