// Reading an urgent notice: kept apart from urgentNotices.ts, which every page's shell loads, since
// only the bulletins (loaded after the page) and a notice's own page need it.
import { useEffect } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { postJson } from "../api.ts";
import { useSessionInfo } from "../session/sessionQuery.ts";
import { urgentNoticesQueryOptions } from "./urgentNotices.ts";

/**
 * POST /api/notices/:id/read: the tenant has read an urgent notice, which is then no longer one of
 * their bulletins (on any device). The bulletin leaves at once; the list is read again after.
 */
export async function markNoticeRead(client: QueryClient, id: string): Promise<void> {
  const key = urgentNoticesQueryOptions().queryKey;
  client.setQueryData(key, (list) => list?.filter((notice) => notice.id !== id));
  try {
    await postJson(`/api/notices/${encodeURIComponent(id)}/read`, undefined, [204]);
  } finally {
    await client.invalidateQueries({ queryKey: key });
  }
}

/**
 * Opening an urgent notice's own page reads it: when it is still one of the tenant's bulletins, it
 * is marked read. Never for staff viewing a tenant, whose view changes nothing.
 */
export function useReadOnOpen(id: string | undefined): void {
  const client = useQueryClient();
  const tenant = useSessionInfo().data?.kind === "tenant";
  const bulletins = useQuery({ ...urgentNoticesQueryOptions(), enabled: tenant && id !== undefined });
  const unread = tenant && id !== undefined && bulletins.data?.some((notice) => notice.id === id) === true;
  useEffect(() => {
    if (unread && id !== undefined) markNoticeRead(client, id).catch(() => undefined);
  }, [unread, id, client]);
}
