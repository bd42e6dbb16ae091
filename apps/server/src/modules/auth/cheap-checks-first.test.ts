import { beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../lib/password.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { browserCookie, identifiedFlow } from "../../test/identification.ts";
import { codeFromOutbox } from "../../test/outbox.ts";
import type * as PasswordHashing from "../../lib/password.ts";
import { checkNewPassword } from "./password-policy.ts";
import type * as PasswordPolicy from "./password-policy.ts";

// The two expensive steps, counted: the strength estimate (behind checkNewPassword) and Argon2.
vi.mock("./password-policy.ts", async (importOriginal) => {
  const original = await importOriginal<typeof PasswordPolicy>();
  return { ...original, checkNewPassword: vi.fn(original.checkNewPassword) };
});
vi.mock("../../lib/password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHashing>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const MINUTE = 60_000;
const PATTERN = "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/-['=]";
/** The attack: a 128-character keyboard walk, the costliest input for the strength estimate. */
const CRAFTED = `${PATTERN.repeat(3).slice(0, 126)}A!`;
const GOOD_PASSWORD = "Kotona-Tikkurilassa-7";

describe.each(embeddedDatabase)("cheap checks before the password's cost, on $name", (target) => {
  const t = useTestApp(target);
  // The browser that went to the bank (its identification cookie binds the flow to it).
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, headers: browserCookie });
  const estimates = () => vi.mocked(checkNewPassword).mock.calls.length;
  const hashes = () => vi.mocked(hashPassword).mock.calls.length;
  beforeEach(() => {
    vi.mocked(checkNewPassword).mockClear();
    vi.mocked(hashPassword).mockClear();
    t.clock.now = new Date(t.clock.now.getTime() + 16 * MINUTE);
  });

  it("sign-up: a bogus, mismatched, used or expired identification never reaches the estimate or Argon2", async () => {
    expect(CRAFTED).toHaveLength(128);
    const ids = await identifiedFlow(t.database.db, null, new Date(t.clock.now));
    const credentials = (flow: { registerSessionId: string; state: string }, password = CRAFTED) =>
      post("/api/register/credentials", { username: "hyokkaaja@example.fi", password, ...flow });

    for (const bogus of [
      { registerSessionId: "keksitty", state: "keksitty" },
      { ...ids, state: "toinen-tila" },
      { ...ids, registerSessionId: "toinen-tunniste" },
    ]) {
      const res = await credentials(bogus);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "IDENTIFICATION_FAILED" });
    }
    expect(estimates()).toBe(0);
    expect(hashes()).toBe(0);

    // A real identification reaches the password checks (and uses the identification up: no lease).
    const used = await credentials(ids, GOOD_PASSWORD);
    expect(used.json()).toEqual({ error: "NO_ACTIVE_CONTRACT" });
    expect(estimates()).toBe(1);
    expect((await credentials(ids)).json()).toEqual({ error: "IDENTIFICATION_FAILED" });

    const late = await identifiedFlow(t.database.db, null, new Date(t.clock.now));
    t.clock.now = new Date(t.clock.now.getTime() + 31 * MINUTE);
    expect((await credentials(late)).json()).toEqual({ error: "IDENTIFICATION_EXPIRED" });
    expect(estimates()).toBe(1);
    expect(hashes()).toBe(0);
  });

  it("password reset: a wrong or missing code never reaches the estimate or Argon2; a refused password keeps the code", async () => {
    const username = "muuttanut.pois@example.fi";
    const reset = (code: string, newPassword = CRAFTED) =>
      post("/api/forgot-password/reset", { username, code, newPassword });

    expect((await reset("123456")).json()).toEqual({ error: "InvalidCode" });
    expect((await post("/api/forgot-password/code", { username })).statusCode).toBe(200);
    const code = await codeFromOutbox(t.database.db, username, "password-reset-code");
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await reset(wrong)).json()).toEqual({ error: "InvalidCode" });
    expect(estimates()).toBe(0);
    expect(hashes()).toBe(0);

    // The right code: the password is judged; its refusal leaves the code usable.
    const weak = await reset(code, `${username}A1!`);
    expect(weak.statusCode).toBe(422);
    expect(estimates()).toBe(1);
    expect(hashes()).toBe(0);
    const done = await reset(code, GOOD_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(hashes()).toBe(1);
  });
});
