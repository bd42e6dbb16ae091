import type { Language } from "@portal/schemas/common";
import type { MessageData } from "../integrations/templates/message.ts";
import { renderNamed } from "../integrations/templates/render.ts";
import { PORTAL_MESSAGES } from "../jobs/outbox-worker.ts";

/** The portal's message of that name rendered as the outbox worker renders it (for tests of a module's texts). */
export const renderMessage = (name: string, language: Language, data: MessageData) =>
  renderNamed(PORTAL_MESSAGES, name, language, data);
