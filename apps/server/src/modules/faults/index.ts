// The faults module's public surface: other modules import only from this file (eslint.config.js).
// How an attachment is sent: always a download, never rendered in the portal's origin.
export { sendAttachment } from "./faults.routes.ts";
