// The replies module's public surface: other modules import only from this file (eslint.config.js).
// The conversation's entries a fault report's or message's history names (replies and answers).
export { conversationEvents, type ConversationEvent } from "./replies-events.repository.ts";
