/* The POST /payments body as Paytrail documents it, and the payment methods the sandbox page offers. */
import { z } from "zod";

/** What the hosted page offers, as Paytrail's provider ids. */
export const SANDBOX_METHODS = {
  bank: [
    ["nordea", "Nordea"],
    ["osuuspankki", "OP"],
    ["danske", "Danske Bank"],
    ["spankki", "S-Pankki"],
    ["aktia", "Aktia"],
    ["pop", "POP Pankki"],
    ["saastopankki", "Säästöpankki"],
    ["omasp", "OmaSP"],
    ["handelsbanken", "Handelsbanken"],
    ["alandsbanken", "Ålandsbanken"],
  ],
  card: [
    ["creditcard-visa", "Visa"],
    ["creditcard-mastercard", "Mastercard"],
    ["amex", "American Express"],
  ],
  mobile: [["mobilepay", "MobilePay"]],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

export const METHOD_IDS = new Set<string>(
  Object.values(SANDBOX_METHODS).flatMap((group) => group.map(([id]) => id)),
);

const callbackUrl = z.object({ success: z.url(), cancel: z.url() });

/** POST /payments as the sandbox checks it: the fields Paytrail requires, with its limits. */
export const paymentRequest = z
  .object({
    stamp: z.string().min(1).max(200),
    reference: z.string().min(1).max(200),
    amount: z.number().int().min(1).max(99_999_998),
    currency: z.literal("EUR"),
    language: z.enum(["FI", "SV", "EN"]),
    description: z.string().max(1000).optional(),
    items: z
      .array(
        z.object({
          unitPrice: z.number().int(),
          units: z.number().int().min(0),
          vatPercentage: z.number().min(0).max(100),
          productCode: z.string().min(1).max(100),
          description: z.string().max(1000).optional(),
        }),
      )
      .optional(),
    customer: z.object({ email: z.string().min(1).max(200) }).loose(),
    redirectUrls: callbackUrl,
    callbackUrls: callbackUrl.optional(),
    callbackDelay: z.number().int().min(0).max(900).optional(),
  })
  .loose()
  .refine(
    (r) => !r.items || r.items.reduce((sum, i) => sum + i.unitPrice * i.units, 0) === r.amount,
    "amount must match the total of the items",
  );
export type PaymentRequest = z.infer<typeof paymentRequest>;
