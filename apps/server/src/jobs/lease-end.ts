// Applies each lease's end date to its household's bookings and weekly turns, whoever set the date
// and whenever: bookings for days after the end are cancelled (they would hold the building's slots
// for a household that has moved out), weekly turns end on it with their fees. A resident committee
// member with no current lease left in the committee's buildings is a member no more (their chair
// and the forms' moderator are told).
import type { Language } from "@portal/schemas/common";
import { configVariables } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createLeaseEndRepository } from "../modules/bookings/lease-end.repository.ts";
import { createMembershipEnds } from "../modules/committee-forms/index.ts";
import type { JobPass } from "../lib/job.ts";

export interface LeaseEndCounts {
  bookingsCancelled: number;
  turnsEnded: number;
  committeeMembersEnded: number;
}

export function createLeaseEndJob(options: {
  db: Db;
  now?: () => Date;
  /** Where a committee's ended membership is told besides its chair (FORMS_MODERATOR_EMAIL). */
  formsModerator?: { email: string; language: Language };
}): JobPass<LeaseEndCounts> {
  const repo = createLeaseEndRepository(options.db);
  const now = options.now ?? (() => new Date());
  const memberships = createMembershipEnds({
    db: options.db,
    now,
    moderator: options.formsModerator ?? {
      email: configVariables.FORMS_MODERATOR_EMAIL.default,
      language: configVariables.FORMS_MODERATOR_LANGUAGE.default,
    },
  });

  async function runOnce(): Promise<LeaseEndCounts> {
    return {
      bookingsCancelled: await repo.cancelBookingsAfterLease(now()),
      turnsEnded: await repo.endTurnsWithLease(),
      committeeMembersEnded: await memberships.endWithoutLease(),
    };
  }

  return {
    runOnce,
    report: (counts) =>
      counts.bookingsCancelled > 0 || counts.turnsEnded > 0 || counts.committeeMembersEnded > 0
        ? { details: { ...counts }, message: "lease ends applied" }
        : undefined,
  };
}
export type LeaseEndJob = ReturnType<typeof createLeaseEndJob>;
