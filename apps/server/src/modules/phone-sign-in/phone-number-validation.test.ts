import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { browserCookie, markIdentified } from "../../test/identification.ts";

const PEKKA = "pekka.puhelin@example.fi";
const PEKKA_PHONE = "+358405557788";
const AINO = "aino.asukas@example.fi";
/** No digits, only a plus, zeros, a country code alone: none of them is anyone's phone. */
const NOT_NUMBERS = ["------", "+", "000", "+358"];

describe.each(embeddedDatabase)(
  "phone numbers are validated on every route that takes one, on $name",
  (target) => {
    const t = useTestApp(target);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, headers: browserCookie });
    const fresh = () => {
      t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
    };
    /** What a refused request must leave as it was. */
    const snapshot = async () => ({
      persons: await t.database.db
        .select({ id: persons.id, phone: persons.phone, phoneNormalised: persons.phoneNormalised })
        .from(persons)
        .orderBy(persons.id),
      accounts: await t.database.db
        .select({ id: userAccounts.id, email: userAccounts.email })
        .from(userAccounts)
        .orderBy(userAccounts.id),
      codes: (await t.database.db.select({ n: count() }).from(oneTimeCodes))[0]!.n,
      outbox: (await t.database.db.select({ n: count() }).from(outbox))[0]!.n,
    });
    const expectPhoneRefused = (res: { statusCode: number; json(): unknown }, typed: string) => {
      expect(res.statusCode, typed).toBe(400);
      expect(res.json(), typed).toMatchObject({
        error: "VALIDATION",
        fields: { phoneNumber: "validation.phone" },
      });
    };

    it("PATCH /api/profile refuses them and changes nothing", async () => {
      fresh();
      const session = await t.login(AINO);
      const before = await snapshot();
      for (const phoneNumber of NOT_NUMBERS) {
        const res = await t.app.inject({
          method: "PATCH",
          url: "/api/profile",
          headers: t.bearer(session),
          payload: { phoneNumber, email: AINO, newsletter: true, currentPassword: DEMO_PASSWORD },
        });
        expectPhoneRefused(res, phoneNumber);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("POST /api/phone-login/start refuses them and sends nothing", async () => {
      fresh();
      const before = await snapshot();
      for (const phoneNumber of NOT_NUMBERS)
        expectPhoneRefused(await post("/api/phone-login/start", { phoneNumber }), phoneNumber);
      expect(await snapshot()).toEqual(before);
    });

    it("POST /api/phone-login/complete refuses them, changes nothing and keeps the identification usable", async () => {
      fresh();
      const start = await post("/api/phone-login/start", { phoneNumber: "040 555 7788" });
      expect(start.statusCode, start.body).toBe(200);
      const { phoneLoginId } = start.json() as { phoneLoginId: string };
      const [sms] = await t.database.db
        .select({ data: outbox.data })
        .from(outbox)
        .where(eq(outbox.recipient, PEKKA_PHONE));
      const checked = await post("/api/phone-login/code", { phoneLoginId, code: sms!.data.code });
      expect(checked.statusCode, checked.body).toBe(200);
      const { state } = checked.json() as { state: string };
      const [pekka] = await t.database.db
        .select({ personId: userAccounts.personId })
        .from(userAccounts)
        .where(eq(userAccounts.email, PEKKA));
      const registerSessionId = await markIdentified(t.database.db, state, pekka!.personId, t.clock.now);

      const before = await snapshot();
      for (const phoneNumber of NOT_NUMBERS) {
        const res = await post("/api/phone-login/complete", {
          registerSessionId,
          state,
          email: PEKKA,
          phoneNumber,
        });
        expectPhoneRefused(res, phoneNumber);
      }
      expect(await snapshot()).toEqual(before);
      const done = await post("/api/phone-login/complete", {
        registerSessionId,
        state,
        email: PEKKA,
        phoneNumber: "040 555 7788",
      });
      expect(done.statusCode, done.body).toBe(200);
    });
  },
);
