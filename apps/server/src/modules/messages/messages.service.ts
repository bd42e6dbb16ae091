import type { ContactRequest } from "@portal/schemas/messages";
import type { MessagesRepository, Sender } from "./messages.repository.ts";

/**
 * Messages a tenant may send in an hour: far more than anyone writes to customer service, few
 * enough that a stolen session cannot fill the customer-service queue.
 */
export const CONTACT_REQUESTS_PER_HOUR = 20;

export function createMessagesService(repo: MessagesRepository, now: () => Date) {
  return {
    /** Stores the message for customer service: its id, or null when the hourly limit is spent. */
    async send(sender: Sender, message: ContactRequest): Promise<string | null> {
      const at = now();
      const sent = await repo.countSince(sender.userId, new Date(at.getTime() - 3_600_000));
      if (sent >= CONTACT_REQUESTS_PER_HOUR) return null;
      return repo.insert(sender, message, at);
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
