// The notices module's public surface: other modules import only from this file (eslint.config.js).
export { createNoticesRepository, type NoticesRepository } from "./notices.repository.ts";
export { eventItem, noticeItem } from "./notices.service.ts";
export {
  createNoticesSearch,
  type NoticesSearch,
  type NoticeSearchRow,
} from "./notices-search.repository.ts";
