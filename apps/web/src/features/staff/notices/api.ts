import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffApartment, StaffDocument, StaffPost, StaffPostsResponse } from "@portal/schemas/notices";
import { deleteJson, getJson, getJsonLoading, postForm, postJson, putJson } from "../../../lib/api.ts";

export type PostKind = StaffPost["kind"];
const base = (kind: PostKind) => (kind === "notice" ? "/api/staff/notices" : "/api/staff/events");
const schemas = () => import("@portal/schemas/notices");
export const staffPostsKey = ["staff", "posts"] as const;

/** GET /api/staff/notices?p=n or /api/staff/events?p=n: the posts of the staff member's buildings. */
export const staffPostsQueryOptions = (kind: PostKind, page: number) =>
  queryOptions({
    queryKey: [...staffPostsKey, kind, page],
    queryFn: ({ signal }): Promise<StaffPostsResponse> =>
      getJsonLoading(
        `${base(kind)}?p=${page}`,
        schemas().then((m) => m.staffPostsResponse),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useStaffPosts = (kind: PostKind, page: number) => useQuery(staffPostsQueryOptions(kind, page));

/**
 * POST (new) or PUT (a change to the version `edited`, the post as the form was filled from it):
 * the body as the shared schema reads it. A change to a post someone else changed since is 409.
 */
export async function saveStaffPost(
  kind: PostKind,
  edited: StaffPost | null,
  body: Record<string, unknown>,
): Promise<void> {
  if (edited)
    await putJson(`${base(kind)}/${encodeURIComponent(edited.id)}`, { ...body, updatedAt: edited.updatedAt });
  else await postJson(base(kind), body, [201]);
}

/** DELETE a post: it leaves the tenants' lists at once. */
export async function removeStaffPost(kind: PostKind, id: string): Promise<void> {
  await deleteJson(`${base(kind)}/${encodeURIComponent(id)}`, [204]);
}

/**
 * GET /api/staff/members, read here for its list of every building: what staff of every building
 * (administrators, who may manage members) pick their targets from.
 */
export const everyBuildingQueryOptions = () =>
  queryOptions({
    queryKey: ["staff", "members", "buildings"],
    queryFn: async ({ signal }): Promise<{ id: string; name: string }[]> => {
      const { staffMembersResponse } = await import("@portal/schemas/staff");
      return (await getJson("/api/staff/members", staffMembersResponse, signal)).buildings;
    },
    staleTime: 5 * 60_000,
  });

/** GET /api/staff/documents?buildingId=: a building's documents and its apartments'. */
export const staffDocumentsQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: ["staff", "documents", buildingId],
    queryFn: async ({ signal }): Promise<StaffDocument[]> => {
      const { staffDocumentsResponse } = await schemas();
      return (
        await getJson(
          `/api/staff/documents?buildingId=${encodeURIComponent(buildingId)}`,
          staffDocumentsResponse,
          signal,
        )
      ).data;
    },
    enabled: buildingId !== "",
  });

/** GET /api/staff/buildings/:buildingId/apartments: what a document can be filed under. */
export const staffApartmentsQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: ["staff", "apartments", buildingId],
    queryFn: async ({ signal }): Promise<StaffApartment[]> => {
      const { staffApartmentsResponse } = await schemas();
      return (
        await getJson(
          `/api/staff/buildings/${encodeURIComponent(buildingId)}/apartments`,
          staffApartmentsResponse,
          signal,
        )
      ).data;
    },
    enabled: buildingId !== "",
    staleTime: 5 * 60_000,
  });

/**
 * POST /api/staff/documents: the fields, then the PDF in `file`; 201. A field the form's schema left
 * out (no apartment: the whole building's document) is not sent; FormData would send it as the
 * text "undefined".
 */
export async function uploadDocument(fields: Record<string, string | undefined>, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append("file", file, file.name);
  await postForm("/api/staff/documents", form, [201]);
}
