import { queryOptions } from "@tanstack/react-query";
import type { NoticeItem } from "@portal/schemas/notices";
import { getJsonLoading } from "../api.ts";

export type UrgentNotice = Extract<NoticeItem, { formType: "CompanyNotice" }>;

/**
 * GET /api/notices/bulletins: the urgent company notices of the tenant's building not yet read by
 * the tenant, its site bulletins
 * beside the content service's. In lib/ and without the notices feature, so the layout can wait for
 * them as it waits for the content service's; their texts arrive sanitised, the sanitiser loading
 * only when there is a notice, as for the content service's bulletins.
 */
export const urgentNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ["notices", "bulletins"],
    queryFn: async ({ signal }): Promise<UrgentNotice[]> => {
      // The request goes out while the schema loads.
      const schema = import("@portal/schemas/notices").then((m) => m.urgentNoticesResponse);
      const { data } = await getJsonLoading("/api/notices/bulletins", schema, signal);
      const notices = data.filter((item): item is UrgentNotice => item.formType === "CompanyNotice");
      if (notices.length === 0) return notices;
      const { sanitizeHtml } = await import("../content/sanitize.ts");
      return notices.map((notice) => {
        const { text } = notice.formData;
        const clean = { fi: sanitizeHtml(text.fi), sv: sanitizeHtml(text.sv), en: sanitizeHtml(text.en) };
        return { ...notice, formData: { ...notice.formData, text: clean } };
      });
    },
    staleTime: 60_000,
  });
