// The committee forms module's public surface: other modules import only from this file (eslint.config.js).
// The notices and events of a building are its committee's approved forms (committee_forms, form_state
// 'Published'); the tables are in db/schema/committees.ts.
export { headline } from "./committee-forms.service.ts";
// The lease-end job ends the memberships of members whose lease has ended (bookings/lease-end.job.ts).
export { createMembershipEnds, type MembershipEnds } from "./membership-ends.ts";
