import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { createOutboxRepository } from "../outbox/index.ts";
import { createCommitteeFormsRepository } from "./committee-forms.repository.ts";
import { committeeFormsMessages } from "./committee-forms.messages.ts";

/**
 * Committee membership follows the lease: a member needs a current lease in one of the committee's
 * buildings. The lease-end job calls `endWithoutLease` to end the membership of everyone whose
 * lease has ended or who moved to another building, and tells the committee's chair and the forms'
 * moderator, in the same transaction (each once: a second pass finds nobody).
 */
export function createMembershipEnds({
  db,
  now,
  moderator,
}: {
  db: Db;
  now: () => Date;
  moderator: { email: string; language: Language };
}) {
  const repo = createCommitteeFormsRepository(db);
  return {
    /** Ends the memberships that outlived their lease; how many ended. */
    async endWithoutLease(): Promise<number> {
      const at = now();
      return db.transaction(async (tx) => {
        const ended = await repo.endMembershipsWithoutLease(todayInHelsinki(at), tx);
        const outbox = createOutboxRepository(tx);
        for (const member of ended) {
          const data = { memberName: member.name, committeeName: member.committeeName, role: member.role };
          if (member.chair)
            await outbox.enqueue(
              {
                recipient: member.chair.email,
                template: committeeFormsMessages["committee-member-left"],
                language: member.chair.language,
                data: { ...data, firstName: member.chair.firstName },
              },
              at,
              tx,
            );
          await outbox.enqueue(
            {
              recipient: moderator.email,
              template: committeeFormsMessages["committee-member-left"],
              language: moderator.language,
              data,
            },
            at,
            tx,
          );
        }
        return ended.length;
      });
    },
  };
}
export type MembershipEnds = ReturnType<typeof createMembershipEnds>;
