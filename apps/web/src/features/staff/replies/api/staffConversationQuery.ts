import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffConversationResponse } from "@portal/schemas/replies";
import type { ReplyItemKind } from "@portal/schemas/replies.constants";
import { getJson } from "../../../../lib/api.ts";

/** Every query of the staff's replies starts with this key. */
export const staffRepliesKey = ["staffReplies"] as const;

/** The staff API path of a work item's replies and notes. */
export const itemPath = (kind: ReplyItemKind, id: string) =>
  `/api/staff/queue/${kind}/${encodeURIComponent(id)}`;

/** GET /api/staff/queue/<kind>/:id/replies: the item's language and state, its replies, notes and answers. */
export const staffConversationQueryOptions = (kind: ReplyItemKind, id: string) =>
  queryOptions({
    queryKey: [...staffRepliesKey, "conversation", kind, id],
    queryFn: async ({ signal }): Promise<StaffConversationResponse> => {
      const { staffConversationResponse } = await import("@portal/schemas/replies");
      return getJson(`${itemPath(kind, id)}/replies`, staffConversationResponse, signal);
    },
  });

export function useStaffConversation(kind: ReplyItemKind, id: string) {
  return useQuery(staffConversationQueryOptions(kind, id));
}
