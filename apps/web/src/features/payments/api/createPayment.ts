import type { CreatePaymentRequest, CreatePaymentResponse } from "@portal/schemas/payments";
import { postJson } from "../../../lib/api.ts";

/**
 * POST /api/payments: starts an online payment and answers 201 with the provider's page to go to.
 * 400 names a refused amount; 502 PAYMENT_CREATION_FAILED means the provider did not start it.
 */
export async function createPayment(body: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  const { createPaymentResponse } = await import("@portal/schemas/payments");
  return createPaymentResponse.parse(await postJson("/api/payments", body, [201]));
}
