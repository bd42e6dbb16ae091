import { queryOptions } from "@tanstack/react-query";
import type { SecurityDepositResponse } from "@portal/schemas/billing";
import { getJsonLoading } from "../../../lib/api.ts";
import { billingKey } from "../../../lib/billing/billingKey.ts";

/** GET /api/billing/security-deposit: the deposit in money and as a voucher (both 0: none). */
export const securityDepositQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, "securityDeposit"],
    queryFn: async ({ signal }): Promise<SecurityDepositResponse> => {
      const schema = import("@portal/schemas/billing").then((m) => m.securityDepositResponse);
      return getJsonLoading("/api/billing/security-deposit", schema, signal);
    },
  });
