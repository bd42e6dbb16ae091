import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "@portal/schemas/common";
import type { ReplyTemplate } from "@portal/schemas/replies";
import { getJson } from "../../../../lib/api.ts";
import { staffRepliesKey } from "./staffConversationQuery.ts";

/** GET /api/staff/reply-templates: the ready-made replies, in one language or both. */
export const replyTemplatesQueryOptions = (language?: Language) =>
  queryOptions({
    queryKey: [...staffRepliesKey, "templates", language ?? "all"],
    queryFn: async ({ signal }): Promise<ReplyTemplate[]> => {
      const { replyTemplateListResponse } = await import("@portal/schemas/replies");
      const query = language ? `?language=${language}` : "";
      return (await getJson(`/api/staff/reply-templates${query}`, replyTemplateListResponse, signal)).items;
    },
  });

export function useReplyTemplates(language?: Language) {
  return useQuery(replyTemplatesQueryOptions(language));
}
