import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ContactRequestInput } from "@portal/schemas/messages";
import { postJson } from "../../../lib/api.ts";
import { sentMessagesQueryOptions } from "./sentMessagesQuery.ts";

/** POST /api/contact-request: a message to customer service; answered 200 with its id. */
export async function sendMessage(body: ContactRequestInput): Promise<string> {
  const answer = await postJson("/api/contact-request", body);
  const { contactRequestResponse } = await import("@portal/schemas/messages");
  return contactRequestResponse.parse(answer).id;
}

/**
 * The message is sent, then the sent messages below the form are read again. The form keeps its
 * own busy and error state (useSending), so this is a plain function rather than useMutation.
 */
export function useSendMessageMutation() {
  const client = useQueryClient();
  return useCallback(
    async (body: ContactRequestInput) => {
      const id = await sendMessage(body);
      await client.invalidateQueries({ queryKey: sentMessagesQueryOptions().queryKey });
      return id;
    },
    [client],
  );
}
