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
