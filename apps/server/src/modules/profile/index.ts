// The profile module's public surface: other modules import only from this file (eslint.config.js).
// The tenant's profile, as phone sign-in uses it.
export { type ContactAccount } from "./profile.repository.ts";
export { type ProfileService } from "./profile.service.ts";
