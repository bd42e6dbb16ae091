// What the committee forms' tests share: demo people, valid forms, and reading links from the outbox.
import { and, desc, eq } from "drizzle-orm";
import { outbox } from "../../db/schema/outbox.ts";
import type { TestContext } from "../../test/harness.ts";
import { addDays } from "../../lib/dates.ts";
import { TODAY } from "../../test/clock.ts";

export const AINO = "aino.asukas@example.fi";
/** Aino's co-tenant and a member of the committee. */
export const VILLE = "ville.vuokralainen@example.fi";
/** Lives in Kirsikkapiha too, but is on no committee. */
export const PEKKA = "pekka.puhelin@example.fi";
/** The protection-order tenant in Tikkurilan Lähde: no committee there. */
export const SANNA = "suojattu.asukas@example.fi";
export const MODERATOR = "mirja.moderaattori@kotikallio.example.fi";
/** Property manager of Kirsikkapiha and Tikkurilan Lähde. */
export const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
export const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";

export const minutes = {
  name: "Syyskokous",
  date: addDays(TODAY, -3),
  time: "18:00",
  location: "Kerhohuone",
  participants: 5,
  items: [{ title: "Avaus", text: "Puheenjohtaja avasi kokouksen." }],
  chairperson: "Aino Asukas",
  secretary: "Ville Vuokralainen",
  signatoryConfirmation: true,
};

export const contactFields = {
  "contactInfo.name": "Aino Asukas",
  "contactInfo.address": "Kirsikkatie 5 B 12",
  "contactInfo.zip": "00710",
  "contactInfo.city": "Helsinki",
  "contactInfo.phone": "040 555 1234",
  "contactInfo.email": "aino.asukas@example.fi",
  "contactInfo.iban": "FI21 1234 5600 0007 85",
};

export const generalExpense = {
  formType: "GeneralExpenseReport",
  ...contactFields,
  "event.name": "Pihatalkoot",
  "event.date": addDays(TODAY, 10),
  "purchaseReports[0].report": "Haravat",
  "purchaseReports[0].amount": "19,90",
};

/** The review token of the newest link mailed to the moderator. */
export async function lastReviewToken(t: TestContext): Promise<string> {
  const [row] = await t.database.db
    .select({ data: outbox.data })
    .from(outbox)
    .where(and(eq(outbox.recipient, MODERATOR), eq(outbox.template, "form-review-request")))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = row?.data.link ?? "";
  const token = /\/hallinta\/lomakkeet\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  if (!token) throw new Error("no review link mailed to the moderator");
  return token;
}

/** A caller signed in as `email`, with helpers for the calls. */
export function client(t: TestContext) {
  const sessions = new Map<string, string>();
  const headers = async (email: string) => {
    let session = sessions.get(email);
    if (!session) sessions.set(email, (session = await t.login(email)));
    return t.bearer(session);
  };
  return {
    headers,
    /** Signs everyone in again: after the clock moved past the sessions' 24 hours. */
    forget: () => sessions.clear(),
    async get(url: string, email = AINO) {
      return t.app.inject({ method: "GET", url, headers: await headers(email) });
    },
    async send(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown, email = AINO) {
      return t.app.inject({
        method,
        url,
        headers: await headers(email),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async createMinutes(email = AINO, data: Record<string, unknown> = minutes) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/notices/create",
        headers: await headers(email),
        payload: { formType: "MeetingMinutes", formData: data },
      });
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: string }).data;
    },
  };
}
