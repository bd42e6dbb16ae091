// The faults module's public surface: other modules import only from this file (eslint.config.js).
// How an attachment is sent: always a download, never rendered in the portal's origin.
export { sendAttachment } from "./faults.routes.ts";
// The attachment pipeline (bytes decide the type, images re-encoded without metadata, 5 MB), which
// committee receipts share.
export {
  AttachmentRefusal,
  attachmentFieldRefusal,
  BrokenUpload,
  storeAttachment,
  UploadTimeout,
  type IncomingFile,
} from "./attachment.ts";
export { deleteStored } from "./upload.ts";
export type { StoredAttachment } from "./faults.repository.ts";
