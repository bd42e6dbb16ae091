import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { AnswerCreated, ConversationResponse } from "@portal/schemas/replies";
import type { ReplyItemKind } from "@portal/schemas/replies.constants";
import { getJson, postJson } from "../api.ts";

/** The tenant's API path of each kind of item. */
const ITEM_PATHS: Record<ReplyItemKind, string> = {
  "fault-reports": "/api/defect-notices",
  messages: "/api/contact-requests",
};

/** Every conversation query starts with this key. */
export const conversationsKey = ["conversations"] as const;

/** GET /api/defect-notices/:id/conversation (or the message's): the company's replies and the tenant's answers. */
export const conversationQueryOptions = (kind: ReplyItemKind, id: string) =>
  queryOptions({
    queryKey: [...conversationsKey, kind, id],
    queryFn: async ({ signal }): Promise<ConversationResponse> => {
      const { conversationResponse } = await import("@portal/schemas/replies");
      return getJson(
        `${ITEM_PATHS[kind]}/${encodeURIComponent(id)}/conversation`,
        conversationResponse,
        signal,
      );
    },
  });

export function useConversation(kind: ReplyItemKind, id: string) {
  return useQuery(conversationQueryOptions(kind, id));
}

/**
 * POST …/:id/answers: the tenant's answer to a reply. Afterwards the conversation is read again,
 * and `also` (the item's own query: its state and history change with the answer).
 */
export function useAnswerMutation(kind: ReplyItemKind, id: string, also: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<AnswerCreated> => {
      const answer = await postJson(`${ITEM_PATHS[kind]}/${encodeURIComponent(id)}/answers`, { body }, [201]);
      const { answerCreated } = await import("@portal/schemas/replies");
      return answerCreated.parse(answer);
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: conversationQueryOptions(kind, id).queryKey }),
        client.invalidateQueries({ queryKey: also }),
      ]);
    },
  });
}
