import { describe, expect, it } from "vitest";
import { checkNewPassword } from "./password-policy.ts";

describe("new password policy", () => {
  it.each([
    "lyhyt1!",
    "isotpuuttuu1!",
    "PIENETPUUTTUU1!",
    "Numeroton!",
    "Erikoismerkiton1",
    "A1!" + "a".repeat(126),
  ])("refuses %s against the spec's rules", async (password) => {
    expect(await checkNewPassword(password)).toBe("PASSWORD_REQUIREMENTS");
  });

  it.each(["Password1!", "Salasana1!", "Qwerty123!", "Summer2024!", "Aa1!aaaa"])(
    "refuses the common password %s",
    async (password) => {
      expect(await checkNewPassword(password)).toBe("PASSWORD_COMMON");
    },
  );

  it("refuses a password built from the tenant's own email", async () => {
    expect(
      await checkNewPassword("Kalle.Kotilainen1!", ["kalle.kotilainen@example.fi", "kalle.kotilainen"]),
    ).toBe("PASSWORD_COMMON");
  });

  it.each(["Asukas!2026", "Kotona-Tikkurilassa-7", "Tr0ub4dor&3x", "Hyvä-Pitkä-Lause-7"])(
    "accepts %s",
    async (password) => {
      expect(await checkNewPassword(password)).toBeNull();
    },
  );
});

describe("the strength check under attack", () => {
  // A keyboard pattern that costs zxcvbn over a second on the event loop at full length.
  const crafted = "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/-['=]".repeat(3).slice(0, 125) + "Aa!";

  it("never blocks the event loop: the estimator runs in a worker thread", async () => {
    await checkNewPassword("Lämmin-Kesä-2026");
    let ticks = 0;
    let running = true;
    const spin = () => {
      ticks++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const results = await Promise.all(Array.from({ length: 4 }, () => checkNewPassword(crafted)));
    running = false;
    expect(results.every((r) => r === null || r === "PASSWORD_COMMON")).toBe(true);
    // On the event loop each check would run start to end with no turn of the loop in between.
    expect(ticks).toBeGreaterThan(20);
  });

  it("judges a long password by a bounded prefix, so a weak start is never hidden by length", async () => {
    expect(await checkNewPassword(`Aa1!${"a".repeat(124)}`)).toBe("PASSWORD_COMMON");
    expect(await checkNewPassword(`Kv7#pLm9@xR2q!Tz${"a".repeat(100)}`)).toBeNull();
  });
});
