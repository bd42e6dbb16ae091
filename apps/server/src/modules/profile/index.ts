// The profile module's public surface: other modules import only from this file (eslint.config.js).
// The tenant's profile, as phone sign-in uses it.
export { type ContactAccount } from "./profile.repository.ts";
export { type ProfileService } from "./profile.service.ts";
// The notice of a changed password, which a reset sends too.
export { profileMessages } from "./profile.messages.ts";
