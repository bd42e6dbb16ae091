import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/codes.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { DEV_CODE_HASH_KEY } from "../../config.ts";
import { isRefusal, refuse } from "../../lib/refusal.ts";
import { CODE_LENGTH } from "@portal/schemas/codes";
import { createCodesService, hashCode } from "./codes.service.ts";

const MINUTE = 60_000;

describe.each(testDatabases)("one-time codes on $name", (target) => {
  const t = useTestApp(target);
  const service = (key = DEV_CODE_HASH_KEY) =>
    createCodesService(t.database.db, () => new Date(t.clock.now), key);
  let n = 0;
  /** A target of its own per test, so tests never see each other's codes. */
  const fresh = () => `koodi.${++n}@example.fi`;
  const issue = (target: string, purpose: "email_confirmation" | "password_reset" = "password_reset") =>
    service().issue({ purpose, target });
  const verify = (
    target: string,
    code: string,
    purpose: "email_confirmation" | "password_reset" = "password_reset",
  ) => service().verify({ purpose, target, code });

  it("issues six digits and stores only their HMAC under the server's key", async () => {
    const target = fresh();
    const code = await issue(target);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target));
    expect(row!.codeHash).toBe(hashCode(code, DEV_CODE_HASH_KEY).toString("hex"));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it("stores nothing a copy of the database reverses: no code's SHA-256 matches, another key verifies nothing", async () => {
    const target = fresh();
    const code = await issue(target);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target));
    // The attack on plain hashes: hash every possible code and look for the stored value.
    const found: string[] = [];
    for (let n = 0; n < 10 ** CODE_LENGTH; n++) {
      const candidate = String(n).padStart(CODE_LENGTH, "0");
      if (createHash("sha256").update(candidate).digest("hex") === row!.codeHash) found.push(candidate);
    }
    expect(found).toEqual([]);
    // A server (or an attacker) with another key cannot check a code against the row either.
    const otherKey = service("another-code-hash-key-of-at-least-32-chars");
    expect(await otherKey.verify({ purpose: "password_reset", target, code })).toEqual(refuse("InvalidCode"));
    // With the server's own key the same code is still the right one.
    expect(isRefusal(await verify(target, code))).toBe(false);
  });

  it("no longer accepts a code stored as a plain SHA-256 before the key", async () => {
    const target = fresh();
    const code = await issue(target);
    await t.database.db
      .update(oneTimeCodes)
      .set({ codeHash: createHash("sha256").update(code).digest("hex") })
      .where(and(eq(oneTimeCodes.target, target), isNull(oneTimeCodes.usedAt)));
    expect(await verify(target, code)).toEqual(refuse("InvalidCode"));
  });

  it("checks a code without using it up; a wrong check counts as a wrong try", async () => {
    const target = fresh();
    const code = await issue(target);
    const wrong = code === "000000" ? "111111" : "000000";
    const check = (c: string) => service().check({ purpose: "password_reset", target, code: c });
    expect(await check(code)).toEqual({ userId: null, newValue: null });
    expect(await check(code)).toEqual({ userId: null, newValue: null });
    for (let i = 0; i < 4; i++) expect(await check(wrong)).toEqual(refuse("InvalidCode"));
    expect(isRefusal(await verify(target, code))).toBe(false);
    expect(await check(code)).toEqual(refuse("InvalidCode"));
  });

  it("accepts the right code once, with the user and new value it was issued for", async () => {
    const target = fresh();
    const code = await service().issue({ purpose: "email_change", target, newValue: target });
    expect(await service().verify({ purpose: "email_change", target, code })).toEqual({
      userId: null,
      newValue: target,
    });
    expect(await service().verify({ purpose: "email_change", target, code })).toEqual(refuse("InvalidCode"));
  });

  it("keeps purposes apart", async () => {
    const target = fresh();
    const code = await issue(target, "password_reset");
    expect(await verify(target, code, "email_confirmation")).toEqual(refuse("InvalidCode"));
    expect(isRefusal(await verify(target, code, "password_reset"))).toBe(false);
  });

  it("answers ExpiredCode after 10 minutes", async () => {
    const target = fresh();
    const code = await issue(target);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * MINUTE);
    expect(await verify(target, code)).toEqual(refuse("ExpiredCode"));
  });

  it("still accepts a code just before it expires", async () => {
    const target = fresh();
    const code = await issue(target);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * MINUTE - 1000);
    expect(isRefusal(await verify(target, code))).toBe(false);
  });

  it("allows five wrong tries, then refuses even the right code with LimitExceeded", async () => {
    const target = fresh();
    const code = await issue(target);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect(await verify(target, wrong)).toEqual(refuse("InvalidCode"));
    expect(await verify(target, code)).toEqual(refuse("LimitExceeded"));
    expect(await verify(target, wrong)).toEqual(refuse("LimitExceeded"));
  });

  it("replaces an earlier unused code with a new one", async () => {
    const target = fresh();
    const first = await issue(target);
    const second = await issue(target);
    if (first !== second) expect(await verify(target, first)).toEqual(refuse("InvalidCode"));
    expect(isRefusal(await verify(target, second))).toBe(false);
  });

  it("answers InvalidCode when no code was ever sent", async () => {
    expect(await verify(fresh(), "123456")).toEqual(refuse("InvalidCode"));
  });

  it("lets exactly one of two concurrent checks use the code", async () => {
    const target = fresh();
    const code = await issue(target);
    const results = await Promise.all([verify(target, code), verify(target, code), verify(target, code)]);
    expect(results.filter((r) => !isRefusal(r))).toHaveLength(1);
  });

  it("draws codes that differ (CSPRNG, not a counter)", async () => {
    const target = fresh();
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add(await issue(target));
    expect(codes.size).toBeGreaterThan(15);
  });
});
