import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReplyTemplate, ReplyTemplateRequest } from "@portal/schemas/replies";
import { deleteJson, postJson, putJson } from "../../../../lib/api.ts";
import { staffRepliesKey } from "./staffConversationQuery.ts";

const path = (id: string) => `/api/staff/reply-templates/${encodeURIComponent(id)}`;

/**
 * POST /api/staff/reply-templates (a new ready-made reply), PUT …/:id (a change) or DELETE …/:id;
 * afterwards every list of ready-made replies is read again.
 */
export function useSaveReplyTemplateMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { id?: string; template: ReplyTemplateRequest } | { id: string; remove: true },
    ): Promise<ReplyTemplate | null> => {
      if ("remove" in change) {
        await deleteJson(path(change.id), [204]);
        return null;
      }
      const answer = change.id
        ? await putJson(path(change.id), change.template)
        : await postJson("/api/staff/reply-templates", change.template, [201]);
      const { replyTemplate } = await import("@portal/schemas/replies");
      return replyTemplate.parse(answer);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: staffRepliesKey }),
  });
}
