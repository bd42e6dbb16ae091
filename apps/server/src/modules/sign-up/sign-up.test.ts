import { and, eq, gte, isNull, lte, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { browserCookie, identifiedFlow } from "../../test/identification.ts";
import { codeFromOutbox, countOutboxMessages } from "../../test/outbox.ts";

const PASSWORD = "Kotona-Tikkurilassa-7";
const MINUTE = 60_000;

describe.each(testDatabases)("sign-up on $name", (target) => {
  const t = useTestApp(target);
  // The browser that went to the bank: its identification cookie comes with every request.
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, headers: browserCookie });
  /** Every test starts in a new throttling window. */
  const freshWindow = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 16 * MINUTE);
  };

  /** Seeded tenants with a current lease and no account: who may sign up. */
  const tenantsWithoutAccount = async () => {
    const rows = await t.database.db
      .selectDistinct({ id: persons.id })
      .from(persons)
      .innerJoin(contractParties, eq(contractParties.personId, persons.id))
      .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
      .leftJoin(userAccounts, eq(userAccounts.personId, persons.id))
      .where(
        and(
          isNull(userAccounts.id),
          lte(contracts.startDate, TODAY),
          or(isNull(contracts.endDate), gte(contracts.endDate, TODAY)),
        ),
      )
      .orderBy(persons.id);
    return rows.map((r) => r.id);
  };
  const personOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ personId: userAccounts.personId })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    return row!.personId;
  };
  const identify = (personId: string | null) =>
    identifiedFlow(t.database.db, personId, new Date(t.clock.now));
  const credentials = (
    ids: { state: string; registerSessionId: string },
    username: string,
    password = PASSWORD,
  ) => post("/api/register/credentials", { username, password, ...ids });

  it("signs up a tenant: account unconfirmed, code mailed, confirmed, then signs in", async () => {
    freshWindow();
    const [personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    const email = "uusi.kayttaja@example.fi";

    const res = await credentials(ids, "  Uusi.Kayttaja@Example.fi ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ nextStep: "CONFIRMATION_CODE" });

    const [account] = await t.database.db.select().from(userAccounts).where(eq(userAccounts.email, email));
    expect(account!.personId).toBe(personId);
    expect(account!.emailConfirmedAt).toBeNull();
    // argon2id; its cost is the test runner's minimal one here (lib/password.test.ts checks the real one).
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    const [signUp] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, account!.id), eq(auditLog.action, "sign_up")));
    expect(signUp).toBeDefined();
    expect(JSON.stringify(signUp)).not.toContain(PASSWORD);

    // Before the code: sign-in asks for it (and mails another one).
    const early = await post("/api/login", { username: email, password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ errorType: "CONFIRMATION_CODE_REQUIRED" });

    const code = await codeFromOutbox(t.database.db, email, "confirmation-code");
    const confirmed = await post("/api/register/confirmation-code", {
      confirmationCode: code,
      username: email,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ nextStep: "SIGN_IN" });
    expect(await t.login(email, PASSWORD)).toBeTruthy();

    // The identification is single use.
    const again = await credentials(ids, "toinen.osoite@example.fi");
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: "IDENTIFICATION_FAILED" });
  });

  it("writes mail in the browser's language for a new account", async () => {
    freshWindow();
    const [, personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register/credentials",
      headers: { "accept-language": "en-GB,en;q=0.9", ...browserCookie },
      payload: { username: "english.speaker@example.fi", password: PASSWORD, ...ids },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "english.speaker@example.fi"));
    expect(message!.language).toBe("en");
  });

  it("refuses a weak or common password with 422 and keeps the identification usable", async () => {
    freshWindow();
    const [, , personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    for (const [password, error] of [
      ["lyhyt1!", "PASSWORD_REQUIREMENTS"],
      ["kaikkipienella1!", "PASSWORD_REQUIREMENTS"],
      ["Password1!", "PASSWORD_COMMON"],
      ["Salasana1!", "PASSWORD_COMMON"],
      ["x".repeat(129) + "A1!", "PASSWORD_REQUIREMENTS"],
    ] as const) {
      const res = await credentials(ids, "heikko.salasana@example.fi", password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json(), password).toEqual({ error });
    }
    expect((await credentials(ids, "heikko.salasana@example.fi")).statusCode).toBe(200);
  });

  it("refuses a taken email with 409 USERNAME_UNAVAILABLE and keeps the identification usable", async () => {
    freshWindow();
    const [, , , personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    const res = await credentials(ids, "AINO.asukas@example.fi");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });
    expect(await countOutboxMessages(t.database.db, "aino.asukas@example.fi", "confirmation-code")).toBe(0);
    expect((await credentials(ids, "vapaa.osoite@example.fi")).statusCode).toBe(200);
  });

  /** Sign-up's credentials step from a client address of the test's own. */
  const credentialsFrom = (
    remoteAddress: string,
    ids: { state: string; registerSessionId: string },
    username: string,
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/register/credentials",
      payload: { username, password: PASSWORD, ...ids },
      remoteAddress,
      headers: browserCookie,
    });

  it("answers a few taken addresses per identification, then spends it with 429", async () => {
    freshWindow();
    const [personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    const send = (email: string) => credentialsFrom("203.0.113.70", ids, email);
    for (const email of [
      "aino.asukas@example.fi",
      "ville.vuokralainen@example.fi",
      "pekka.puhelin@example.fi",
    ]) {
      const res = await send(email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({ error: "USERNAME_UNAVAILABLE" });
    }
    // The next probe learns nothing, not even for a free address, and the identification is spent.
    const refused = await send("suojattu.asukas@example.fi");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "TOO_MANY_REQUESTS" });
    const spent = await send("vapaa.osoite.2@example.fi");
    expect(spent.statusCode).toBe(403);
    expect(spent.json()).toEqual({ error: "IDENTIFICATION_FAILED" });
    const accounts = await t.database.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.personId, personId!));
    expect(accounts).toEqual([]);
  });

  it("answers at most three taken addresses for one identification, even to concurrent probes", async () => {
    freshWindow();
    const [personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => credentialsFrom("203.0.113.71", ids, "aino.asukas@example.fi")),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 409).length).toBeLessThanOrEqual(3);
    expect(
      statuses.every((s) => s === 409 || s === 429 || s === 403),
      statuses.join(),
    ).toBe(true);
  });

  it("answers at most ten taken addresses an hour to one client address, whatever the identification", async () => {
    freshWindow();
    const [personId] = await tenantsWithoutAccount();
    const probe = async () =>
      (await credentialsFrom("203.0.113.72", await identify(personId!), "aino.asukas@example.fi")).statusCode;
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push(await probe());
    expect(answers).toEqual([...Array<number>(10).fill(409), 429]);
    // Another address is not affected.
    const other = await credentialsFrom("203.0.113.73", await identify(personId!), "aino.asukas@example.fi");
    expect(other.statusCode).toBe(409);
  });

  it("refuses a person without a current lease with 403 NO_ACTIVE_CONTRACT", async () => {
    freshWindow();
    const cases = [
      null, // identified, but not anyone the register knows
      await personOf("uusi.asukas@example.fi"), // lease not started
      await personOf("vanha.asukas@example.fi"), // lease ended
      await personOf("muuttanut.pois@example.fi"), // ended 10 days ago: may sign in, may not sign up
      await personOf("ei.sopimusta@example.fi"), // no lease at all
    ];
    for (const personId of cases) {
      const res = await credentials(await identify(personId), "ei.vuokralainen@example.fi");
      expect(res.statusCode, String(personId)).toBe(403);
      expect(res.json()).toEqual({ error: "NO_ACTIVE_CONTRACT" });
    }
    expect(await countOutboxMessages(t.database.db, "ei.vuokralainen@example.fi", "confirmation-code")).toBe(
      0,
    );
  });

  it("refuses a person who already has an account with 403 ALREADY_REGISTERED", async () => {
    freshWindow();
    const ids = await identify(await personOf("aino.asukas@example.fi"));
    const res = await credentials(ids, "aino.toinen@example.fi");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "ALREADY_REGISTERED" });
  });

  it("refuses an unknown, mismatched or expired identification", async () => {
    freshWindow();
    const [, , , , personId] = await tenantsWithoutAccount();
    const ids = await identify(personId!);
    for (const wrong of [
      { ...ids, registerSessionId: "tuntematon" },
      { ...ids, state: "vaara-tila" },
    ]) {
      const res = await credentials(wrong, "tunnistamaton@example.fi");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "IDENTIFICATION_FAILED" });
    }
    t.clock.now = new Date(t.clock.now.getTime() + 31 * MINUTE);
    const late = await credentials(ids, "tunnistamaton@example.fi");
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ error: "IDENTIFICATION_EXPIRED" });
  });

  it("answers the confirmation code step's errors: InvalidCode, ExpiredCode, reuse, LimitExceeded", async () => {
    freshWindow();
    const email = "vahvistamaton@example.fi";
    const confirm = (confirmationCode: string) =>
      post("/api/register/confirmation-code", { confirmationCode, username: email });

    expect((await post("/api/request-confirmation-code", { username: email })).statusCode).toBe(200);
    let code = await codeFromOutbox(t.database.db, email, "confirmation-code");
    const wrong = code === "000000" ? "111111" : "000000";
    let res = await confirm(wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "InvalidCode" });

    t.clock.now = new Date(t.clock.now.getTime() + 11 * MINUTE);
    res = await confirm(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "ExpiredCode" });

    freshWindow();
    await post("/api/request-confirmation-code", { username: email });
    code = await codeFromOutbox(t.database.db, email, "confirmation-code");
    for (let i = 0; i < 5; i++) expect((await confirm(wrong)).json()).toEqual({ error: "InvalidCode" });
    res = await confirm(code);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: "LimitExceeded" });

    freshWindow();
    await post("/api/request-confirmation-code", { username: email });
    code = await codeFromOutbox(t.database.db, email, "confirmation-code");
    expect((await confirm(code)).statusCode).toBe(200);
    res = await confirm(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "InvalidCode" });
    expect(await t.login(email)).toBeTruthy();
  });

  it("answers request-confirmation-code with 200 for every address, and mails only an unconfirmed account", async () => {
    freshWindow();
    for (const username of ["aino.asukas@example.fi", "ei.ole.olemassa@example.fi"]) {
      const res = await post("/api/request-confirmation-code", { username });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await countOutboxMessages(t.database.db, username, "confirmation-code")).toBe(0);
    }
  });

  it("limits code requests per account with 429 LimitExceeded", async () => {
    freshWindow();
    const username = "ei.ole.olemassa@example.fi";
    for (let i = 0; i < 5; i++)
      expect((await post("/api/request-confirmation-code", { username })).statusCode).toBe(200);
    const res = await post("/api/request-confirmation-code", { username });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: "LimitExceeded" });
  });

  it("answers invalid bodies with 400 and field keys", async () => {
    const res = await post("/api/register/credentials", {
      username: "ei-sahkoposti",
      password: "",
      state: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: "VALIDATION",
      fields: { username: "validation.email", registerSessionId: "validation.required" },
    });
    const short = await post("/api/register/confirmation-code", {
      confirmationCode: "12",
      username: "a@b.fi",
    });
    expect(short.json()).toMatchObject({ fields: { confirmationCode: "validation.codeTooShort" } });
  });
});
