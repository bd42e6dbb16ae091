// The staff module's public surface: other modules import only from this file (eslint.config.js).
export type { StaffProfile, StaffRepository } from "./staff.repository.ts";
export { createStaffRepository } from "./staff.repository.ts";
