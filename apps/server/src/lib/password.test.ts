import { afterEach, describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";

describe("password hashes", () => {
  const minimal = process.env.PASSWORD_HASH_MINIMAL;
  afterEach(() => {
    process.env.PASSWORD_HASH_MINIMAL = minimal;
  });

  it("are argon2id at OWASP's cost unless the test runner asks for the minimal one", async () => {
    delete process.env.PASSWORD_HASH_MINIMAL;
    const real = await hashPassword("Asukas!2026");
    expect(real).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(real, "Asukas!2026")).toBe(true);
    expect(await verifyPassword(real, "Asukas!2027")).toBe(false);
  });

  it("the minimal cost is refused outside the test runner", async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.PASSWORD_HASH_MINIMAL = "true";
    process.env.NODE_ENV = "production";
    try {
      expect(await hashPassword("Asukas!2026")).toMatch(/\$m=19456,t=2,p=1\$/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(await hashPassword("Asukas!2026")).toMatch(/\$m=8,t=1,p=1\$/);
  });

  it("the unknown account's hash is of a secret no password opens", async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(dummy, "")).toBe(false);
    expect(await verifyPassword(dummy, "Asukas!2026")).toBe(false);
    expect(await dummyPasswordHash()).toBe(dummy);
  });
});
