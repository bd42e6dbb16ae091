import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@portal/schemas/common";
import type { ReplyItemKind } from "@portal/schemas/replies.constants";
import { postJson } from "../../../../lib/api.ts";
import { itemPath, staffConversationQueryOptions } from "./staffConversationQuery.ts";

/**
 * POST /api/staff/queue/<kind>/:id/replies (a reply to the tenant, mailed to them) or …/notes (an
 * internal note); afterwards the item's conversation is read again.
 */
export function useSendReplyMutation(kind: ReplyItemKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      to,
      body,
      language,
    }: {
      to: "replies" | "notes";
      body: string;
      language?: Language;
    }) => {
      const answer = await postJson(
        `${itemPath(kind, id)}/${to}`,
        to === "replies" ? { body, ...(language ? { language } : {}) } : { body },
        [201],
      );
      const { replyCreated } = await import("@portal/schemas/replies");
      return replyCreated.parse(answer);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: staffConversationQueryOptions(kind, id).queryKey }),
  });
}
