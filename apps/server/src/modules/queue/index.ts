// The queue module's public surface: other modules import only from this file (eslint.config.js).
// A kind of work item's source, which the module owning the kind declares in its manifest, and the
// state helpers of the kinds handled as requests (fault reports, messages, exchange applications).
export {
  handledStates,
  handlingStates,
  type QueueSource,
  type WorkItemSources,
} from "./sources.repository.ts";
