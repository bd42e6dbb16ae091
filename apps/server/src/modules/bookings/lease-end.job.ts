// Applies each lease's end date to its household's bookings and weekly turns, whoever set the date
// and whenever: bookings for days after the end are cancelled (they would hold the building's slots
// for a household that has moved out), weekly turns end on it with their fees. A resident committee
// member with no current lease left in the committee's buildings is a member no more (their chair
// and the forms' moderator are told, by the committee forms' module).
import type { Db } from "../../db/client.ts";
import type { JobPass } from "../../lib/job.ts";
import type { MembershipEnds } from "../committee-forms/index.ts";
import { createLeaseEndRepository } from "./lease-end.repository.ts";

export interface LeaseEndCounts {
  bookingsCancelled: number;
  turnsEnded: number;
  committeeMembersEnded: number;
}

export function createLeaseEndJob(options: {
  db: Db;
  now: () => Date;
  /** The committee memberships that end with their lease (committee-forms/membership-ends.ts). */
  memberships: Pick<MembershipEnds, "endWithoutLease">;
}): JobPass<LeaseEndCounts> {
  const repo = createLeaseEndRepository(options.db);
  const { now, memberships } = options;

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
