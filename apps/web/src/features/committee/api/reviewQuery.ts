import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, patchJson, postJson } from "../../../lib/api.ts";
import type { ReviewRecord } from "./types.ts";

const path = (token: string) => encodeURIComponent(token);

/**
 * GET /api/form-review/:token (no sign-in): the form a moderator's link is for. 401 when the link
 * has expired, 404 when it is unknown or the form is already decided (refusals are not retried:
 * the query client retries only server errors).
 */
export const reviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["formReview", token],
    queryFn: async ({ signal }): Promise<ReviewRecord> => {
      const { formReviewResponse } = await import("@portal/schemas/committee-forms");
      return (await getJson(`/api/form-review/${path(token)}`, formReviewResponse, signal))
        .data as ReviewRecord;
    },
  });

export function useReview(token: string) {
  return useQuery(reviewQueryOptions(token));
}

/** PATCH /api/form-review/approve/:token. */
export async function approveByToken(token: string): Promise<void> {
  await patchJson(`/api/form-review/approve/${path(token)}`, undefined, [200]);
}

/** PATCH /api/form-review/reject/:token with the reason the committee will see. */
export async function rejectByToken(token: string, reason: string): Promise<void> {
  await patchJson(`/api/form-review/reject/${path(token)}`, { reason }, [200]);
}

/** POST /api/form-review/resend/:token: a new link to the moderator's address on file. */
export async function resendLink(token: string): Promise<void> {
  await postJson(`/api/form-review/resend/${path(token)}`, undefined, [200]);
}

/**
 * GET /api/staff/committee-forms/:id: a form of the staff queue (awaiting a decision or decided)
 * in the staff member's buildings, with a rejection's reason.
 */
export const staffFormQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["staffCommitteeForm", id],
    queryFn: async ({ signal }): Promise<ReviewRecord & { rejectionReason: string | null }> => {
      const { staffFormResponse } = await import("@portal/schemas/committee-forms");
      return (
        await getJson(`/api/staff/committee-forms/${encodeURIComponent(id)}`, staffFormResponse, signal)
      ).data as ReviewRecord & { rejectionReason: string | null };
    },
  });

/** PATCH /api/staff/committee-forms/:id/approve (409 when it no longer awaits a decision). */
export async function approveAsStaff(id: string): Promise<void> {
  await patchJson(`/api/staff/committee-forms/${encodeURIComponent(id)}/approve`, undefined, [200]);
}

/** PATCH /api/staff/committee-forms/:id/reject with the reason the committee will see. */
export async function rejectAsStaff(id: string, reason: string): Promise<void> {
  await patchJson(`/api/staff/committee-forms/${encodeURIComponent(id)}/reject`, { reason }, [200]);
}
