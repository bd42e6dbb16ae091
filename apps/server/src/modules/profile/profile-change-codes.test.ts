import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { codeFromOutbox } from "../../test/outbox.ts";
import { profileClient } from "./profile-test-client.ts";

const AINO = "aino.asukas@example.fi";
const VILLE = "ville.vuokralainen@example.fi";
const MATTI = "muuttanut.pois@example.fi";
const SUOJATTU = "suojattu.asukas@example.fi";
const PEKKA = "pekka.puhelin@example.fi";

describe.each(testDatabases)("email and phone change codes on $name", (target) => {
  const t = useTestApp(target);
  const c = profileClient(t);

  it("keeps each tenant's change to the same new address their own; the later confirmation gets 409", async () => {
    c.freshWindow();
    const shared = "yhteinen.osoite@example.fi";
    const aino = await t.login(AINO);
    const ville = await t.login(VILLE);
    const ainoPhone = String((await c.profile(aino)).phoneNumber);
    const villePhone = String((await c.profile(ville)).phoneNumber);

    expect(
      (await c.patch(aino, { phoneNumber: ainoPhone, email: shared, newsletter: true })).statusCode,
    ).toBe(200);
    const ainoCode = await t.latestCode(shared);
    // Ville asks for the same address: before, this replaced Aino's code and cancelled her change.
    expect(
      (await c.patch(ville, { phoneNumber: villePhone, email: shared, newsletter: true })).statusCode,
    ).toBe(200);
    const villeCode = await t.latestCode(shared);
    expect((await c.profile(aino)).pendingEmail).toBe(shared);
    expect((await c.profile(ville)).pendingEmail).toBe(shared);

    // Neither code works for the other account.
    if (villeCode !== ainoCode) {
      expect((await c.confirmEmail(aino, villeCode)).json()).toEqual({ error: "InvalidCode" });
      expect((await c.confirmEmail(ville, ainoCode)).json()).toEqual({ error: "InvalidCode" });
    }
    const first = await c.confirmEmail(aino, ainoCode);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email: shared });
    // The unique address decides: Ville's change is over, and he keeps his address.
    const second = await c.confirmEmail(ville, villeCode);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });
    expect(await c.profile(ville)).toMatchObject({ email: VILLE, pendingEmail: null });
    expect((await c.profile(aino)).email).toBe(shared);
  });

  it("keeps phone codes per account too: another tenant's code or session confirms nothing", async () => {
    c.freshWindow();
    const matti = await t.login(MATTI);
    const suojattu = await t.login(SUOJATTU);
    const number = "+358409998877";
    const mattiChange = await c.patch(matti, { phoneNumber: number, email: MATTI, newsletter: false });
    expect(mattiChange.json()).toEqual({ emailConfirmationRequired: false, phoneConfirmationRequired: true });
    const code = await codeFromOutbox(t.database.db, number, "phone-change-code");
    expect(
      (await c.patch(suojattu, { phoneNumber: number, email: SUOJATTU, newsletter: false })).statusCode,
    ).toBe(200);
    const wrongAccount = await c.confirmPhone(suojattu, code);
    expect(wrongAccount.statusCode).toBe(400);
    expect(wrongAccount.json()).toEqual({ error: "InvalidCode" });
    // Numbers may be shared by tenants: both may confirm the same one with their own code.
    expect((await c.confirmPhone(matti, code)).statusCode).toBe(200);
    expect((await c.profile(matti)).phoneNumber).toBe(number);
    expect((await c.profile(suojattu)).pendingPhoneNumber).toBe(number);
  });

  it("tells the old address of every email and phone change, in the tenant's language, with what to do", async () => {
    c.freshWindow();
    await t.database.db.update(userAccounts).set({ language: "en" }).where(eq(userAccounts.email, VILLE));
    const s = await t.login(VILLE);
    const current = String((await c.profile(s)).phoneNumber);
    const newEmail = "ville.toinen@example.fi";
    await c.patch(s, { phoneNumber: "050 111 2233", email: newEmail, newsletter: false });
    // Nothing yet: a change is told when it takes effect.
    expect((await c.mailbox(VILLE)).filter((m) => /changed/.test(m.subject ?? ""))).toEqual([]);

    expect((await c.confirmPhone(s, await t.latestCode("+358501112233"))).statusCode).toBe(200);
    const [phoneNotice] = await c.mailbox(VILLE);
    expect(phoneNotice?.subject).toBe("Your phone number was changed");
    expect(phoneNotice?.text).toContain("was changed on 16.3.2026 at ");
    expect(phoneNotice?.text).toContain("The new number is +358 50 111 2233.");
    expect(phoneNotice?.text).toContain("reset your password right away");
    expect(phoneNotice?.text).not.toContain(current);

    expect((await c.confirmEmail(s, await t.latestCode(newEmail))).statusCode).toBe(200);
    const [emailNotice] = await c.mailbox(VILLE);
    expect(emailNotice?.subject).toBe("Your email address was changed");
    expect(emailNotice?.text).toContain(`to ${newEmail}.`);
    expect(emailNotice?.text).toContain("contact customer service right away");
    // The notice goes to the old address only, never to the new one (which may be an attacker's).
    expect((await c.mailbox(newEmail)).map((m) => m.subject)).toEqual(["Confirm your new email address"]);

    // A tenant writing in Finnish gets Finnish.
    const pekka = await t.login(PEKKA);
    await c.patch(pekka, { phoneNumber: "050 444 5566", email: PEKKA, newsletter: true });
    await c.confirmPhone(pekka, await t.latestCode("+358504445566"));
    const [fi] = await c.mailbox(PEKKA);
    expect(fi?.subject).toBe("Puhelinnumerosi on vaihdettu");
    expect(fi?.text).toContain("Uusi numero on +358 50 444 5566.");
  });
});
