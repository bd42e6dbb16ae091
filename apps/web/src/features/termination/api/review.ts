import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TerminationReviewDetail, TerminationReviewRequest } from "@portal/schemas/termination";
import { getJsonLoading, postJson } from "../../../lib/api.ts";

const base = (id: string) => `/api/staff/terminations/${encodeURIComponent(id)}`;

export const reviewKey = (id: string) => ["staff", "terminations", id] as const;

/** GET /api/staff/terminations/:id: a notice of a building the staff member handles; 404 otherwise. */
export function useReviewedNotice(id: string) {
  return useQuery(
    queryOptions({
      queryKey: reviewKey(id),
      queryFn: async ({ signal }): Promise<TerminationReviewDetail> => {
        const schema = import("@portal/schemas/termination").then((m) => m.terminationReviewDetail);
        return getJsonLoading(base(id), schema, signal);
      },
      staleTime: 0,
    }),
  );
}

/** POST …/review: approve, or reject with a reason; `from` is the state the reviewer saw (409 when stale). */
export async function reviewNotice(
  id: string,
  decision: TerminationReviewRequest,
): Promise<TerminationReviewDetail> {
  const answer = await postJson(`${base(id)}/review`, decision);
  const { terminationReviewDetail } = await import("@portal/schemas/termination");
  return terminationReviewDetail.parse(answer);
}
