// The content module's public surface: other modules import only from this file (eslint.config.js).
// Content pages and their paths, as search uses them.
export { type ContentPagesService } from "./content-pages.service.ts";
export { pagePath, postPath } from "./menu-paths.ts";
