// Staff sessions for tests: staff sign-in is still to come, so tests open them through the same
// functions it will use.
import { isRefusal } from "../lib/refusal.ts";
import type { DemoStaffEmail } from "../seed/staff-seed.ts";
import { createAuthRepository } from "../modules/auth/auth.repository.ts";
import { openStaffSession } from "../modules/auth/auth.service.ts";
import { createStaffRepository } from "../modules/staff/staff.repository.ts";
import type { TestContext } from "./harness.ts";

/**
 * A demo staff member's session token; with `tenantEmail`, their read-only view of that tenant's
 * pages (an impersonation session on the contract the tenant would sign in to).
 */
export async function staffSession(
  t: TestContext,
  staffEmail: DemoStaffEmail,
  tenantEmail?: string,
): Promise<string> {
  const db = t.database.db;
  const staffId = await createStaffRepository(db).idByEmail(staffEmail);
  if (!staffId) throw new Error(`no staff member ${staffEmail}`);
  const auth = createAuthRepository(db);
  const account = tenantEmail ? await auth.findAccountByEmail(tenantEmail) : null;
  if (tenantEmail && !account) throw new Error(`no tenant account ${tenantEmail}`);
  const opened = await openStaffSession(auth, staffId, new Date(t.clock.now), account ?? undefined);
  if (isRefusal(opened)) throw new Error(`no session for ${staffEmail}: ${opened.code}`);
  return opened.sessionId;
}
