// What the termination tests share: signing in, giving notice and answering the bank's round trip
// as the browser would, without the bank (test/identification.ts marks the flow identified).
import { desc, eq } from "drizzle-orm";
import type { TerminationRequestInput } from "@portal/schemas/termination";
import { userAccounts } from "../../db/schema/persons.ts";
import { terminationConfirmations } from "../../db/schema/termination.ts";
import type { TestContext } from "../../test/harness.ts";
import { multipartBody } from "../faults/faults-test-client.ts";
import { browserCookie, markIdentified } from "../../test/identification.ts";

export const AINO = "aino.asukas@example.fi";
export const VILLE = "ville.vuokralainen@example.fi";
export const PEKKA = "pekka.puhelin@example.fi";

/** A valid notice on the test day (2026-03-16): the first allowed end date is 30 April. */
export function notice(overrides: Partial<TerminationRequestInput> = {}): TerminationRequestInput {
  return {
    endDate: "2026-04-30",
    movingOutDate: "2026-04-20",
    terminationReason: "move_to_another_rental",
    givingContactInfoAllowed: true,
    displaysSelf: true,
    displayStartDate: "2026-03-20",
    displayEndDate: "2026-04-15",
    masterKeyAccessAllowed: true,
    hasPetsInApartment: false,
    additionalDetails: "Avaimet palautetaan huoltoyhtiöön.",
    isCollateral: false,
    collateralLender: null,
    newAddress: {
      recipientName: "Aino Asukas",
      streetAddress: "Uusitie 1 A 2",
      postalCode: "00100",
      city: "Helsinki",
    },
    fileUuids: [],
    beneficiaries: [
      {
        beneficiaryName: "Aino Asukas",
        email: AINO,
        phoneNumber: "040 555 1234",
        iban: "fi21 1234 5600 0007 85",
        bic: null,
        returnPercentage: 50,
      },
      {
        beneficiaryName: "Ville Vuokralainen",
        email: VILLE,
        phoneNumber: "050 555 2345",
        iban: "SE45 5000 0000 0583 9825 7466",
        bic: "ESSESESS",
        returnPercentage: 50,
      },
    ],
    ...overrides,
  };
}

export function terminationClient(t: TestContext) {
  // The database exists once the suite's beforeAll ran.
  const db = () => t.database.db;
  const headers = (session: string) => ({ ...t.bearer(session), ...browserCookie });

  async function account(email: string) {
    const [row] = await db()
      .select({ userId: userAccounts.id, personId: userAccounts.personId })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row;
  }

  /** The state of the newest identification the account started for termination. */
  async function pendingState(email: string): Promise<string> {
    const { userId } = await account(email);
    const [row] = await db()
      .select({ state: terminationConfirmations.state })
      .from(terminationConfirmations)
      .where(eq(terminationConfirmations.userId, userId))
      .orderBy(desc(terminationConfirmations.createdAt))
      .limit(1);
    if (!row) throw new Error(`no termination identification started by ${email}`);
    return row.state;
  }

  return {
    account,
    headers,
    get: (session: string) =>
      t.app.inject({ method: "GET", url: "/api/contract-termination", headers: headers(session) }),
    give: (session: string, body: unknown = notice()) =>
      t.app.inject({
        method: "POST",
        url: "/api/contract-termination",
        headers: headers(session),
        payload: body as object,
      }),
    accept: (session: string, id: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/contract-termination/approval/accept/${id}`,
        headers: headers(session),
      }),
    reject: (session: string, id: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/contract-termination/approval/reject/${id}`,
        headers: headers(session),
      }),
    /** The bank identified `identifiedAs` (an account's person) for `email`'s pending identification. */
    async identify(email: string, identifiedAs = email) {
      const state = await pendingState(email);
      const { personId } = await account(identifiedAs);
      const registerSessionId = await markIdentified(db(), state, personId, new Date(t.clock.now));
      return { registerSessionId, state };
    },
    /** Uploads one file for the next notice, as the form's file field does. */
    upload: (session: string, file: { filename: string; contentType: string; data: Buffer }) => {
      const { headers: type, payload } = multipartBody({}, [{ ...file, field: "file" }]);
      return t.app.inject({
        method: "POST",
        url: "/api/contract-termination/files",
        headers: { ...headers(session), ...type },
        payload,
      });
    },
    confirm: (session: string, ref: { registerSessionId: string; state: string }) =>
      t.app.inject({
        method: "POST",
        url: "/api/contract-termination/identification",
        headers: headers(session),
        payload: ref,
      }),
  };
}
