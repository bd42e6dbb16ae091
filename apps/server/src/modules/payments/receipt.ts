import type { Language } from "@portal/schemas/common";
import { formatDate, formatMoney, formatReference } from "@portal/schemas/format";
import type { MailContent, Paragraph } from "../../integrations/templates/mail-content.ts";

/** What a payment receipt says: the money, the day, the reference and which bill lines it paid. */
export interface Receipt {
  amountCents: number;
  /** YYYY-MM-DD */
  paidDate: string;
  reference: string;
  transactionId: string;
  /** The bill lines this payment paid (oldest due first), and how much of each. */
  lines: { name: string; dueDate: string; cents: number }[];
  /** What no bill needed yet: paid ahead. */
  advanceCents: number;
}

/** Receipt data as the outbox keeps it (strings only); `lines` is JSON. */
export function receiptData(receipt: Receipt): Record<string, string> {
  return {
    amountCents: String(receipt.amountCents),
    paidDate: receipt.paidDate,
    reference: receipt.reference,
    transactionId: receipt.transactionId,
    lines: JSON.stringify(receipt.lines),
    advanceCents: String(receipt.advanceCents),
  };
}

const cents = (v: unknown) => (typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : null);
const isoDate = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const short = (v: unknown, max: number) =>
  typeof v === "string" ? v.replace(/\s+/g, " ").trim().slice(0, max) : "";

/** The receipt in an outbox row, or null when any part is missing or malformed. */
export function parseReceipt(data: Record<string, unknown>): Receipt | null {
  const amountCents = cents(data.amountCents);
  const advanceCents = cents(data.advanceCents);
  const paidDate = isoDate(data.paidDate);
  const reference = short(data.reference, 40);
  const transactionId = short(data.transactionId, 100);
  if (amountCents === null || advanceCents === null || !paidDate || !reference || !transactionId) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(typeof data.lines === "string" ? data.lines : "");
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length > 200) return null;
  const lines: Receipt["lines"] = [];
  for (const item of raw as Record<string, unknown>[]) {
    const due = isoDate(item?.dueDate);
    const amount = typeof item?.cents === "number" && Number.isSafeInteger(item.cents) ? item.cents : null;
    if (!due || amount === null) return null;
    lines.push({ name: short(item.name, 100), dueDate: due, cents: amount });
  }
  return { amountCents, paidDate, reference, transactionId, lines, advanceCents };
}

/** Money, days and references as on the portal's pages: 1 234,50 €, D.M.YYYY, 12 34561. */
const euros = formatMoney;
const day = formatDate;

const TEXT = {
  fi: {
    subject: "Kuitti maksustasi",
    intro: (r: Receipt) => [
      "Kiitos maksustasi! Saimme ",
      { strong: euros(r.amountCents) },
      ` ${day(r.paidDate)}.`,
    ],
    reference: (r: Receipt) => [`Viitenumero: ${formatReference(r.reference)}`],
    transaction: (r: Receipt) => [`Maksutunnus: ${r.transactionId}`],
    allocated: "Maksu kohdistettiin näin:",
    line: (l: Receipt["lines"][number]) => `${l.name} (eräpäivä ${day(l.dueDate)}): ${euros(l.cents)}`,
    advance: (c: number) => `Ennakkomaksu tuleviin laskuihin: ${euros(c)}`,
    nothing: "Maksu kirjattiin ennakkomaksuksi tuleviin laskuihin.",
    history: ["Maksu näkyy heti maksutiedoissa Asukasportaalissa."],
  },
  sv: {
    subject: "Kvitto på din betalning",
    intro: (r: Receipt) => [
      "Tack för din betalning! Vi tog emot ",
      { strong: euros(r.amountCents) },
      ` ${day(r.paidDate)}.`,
    ],
    reference: (r: Receipt) => [`Referensnummer: ${formatReference(r.reference)}`],
    transaction: (r: Receipt) => [`Betalnings-id: ${r.transactionId}`],
    allocated: "Betalningen fördelades så här:",
    line: (l: Receipt["lines"][number]) => `${l.name} (förfallodag ${day(l.dueDate)}): ${euros(l.cents)}`,
    advance: (c: number) => `Förskottsbetalning för kommande räkningar: ${euros(c)}`,
    nothing: "Betalningen bokfördes som förskottsbetalning för kommande räkningar.",
    history: ["Betalningen syns genast bland betalningsuppgifterna i Invånarportalen."],
  },
  en: {
    subject: "Receipt for your payment",
    intro: (r: Receipt) => [
      "Thank you for your payment! We received ",
      { strong: euros(r.amountCents) },
      ` on ${day(r.paidDate)}.`,
    ],
    reference: (r: Receipt) => [`Reference number: ${formatReference(r.reference)}`],
    transaction: (r: Receipt) => [`Payment ID: ${r.transactionId}`],
    allocated: "The payment was allocated as follows:",
    line: (l: Receipt["lines"][number]) => `${l.name} (due ${day(l.dueDate)}): ${euros(l.cents)}`,
    advance: (c: number) => `Advance payment for future bills: ${euros(c)}`,
    nothing: "The payment was recorded as an advance payment for future bills.",
    history: ["The payment already shows in your billing history in the Resident portal."],
  },
} as const;

export function receiptMail(language: Language, r: Receipt): MailContent {
  const t = TEXT[language];
  const allocation: string[] = r.lines.map(t.line);
  if (r.advanceCents > 0) allocation.push(t.advance(r.advanceCents));
  const allocated: Paragraph[] =
    r.lines.length === 0 ? [[t.nothing]] : [[t.allocated], ...allocation.map((line) => [`– ${line}`])];
  return {
    subject: t.subject,
    paragraphs: [t.intro(r), t.reference(r), t.transaction(r), ...allocated, [...t.history]],
  };
}
