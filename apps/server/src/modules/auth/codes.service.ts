import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH, CODE_MAX_FAILED_ATTEMPTS, CODE_VALID_MS, type CodeError } from "@portal/schemas/codes";
import type { Db } from "../../db/client.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import { createCodesRepository, type CodePurpose, type StoredCode } from "./codes.repository.ts";

export type { CodePurpose };

export interface IssueCode {
  purpose: CodePurpose;
  /** Lower-cased email or normalised phone number: where the code was sent. */
  target: string;
  userId?: string | null;
  /** email_change: the address that takes effect once the code is confirmed. */
  newValue?: string | null;
}

export interface VerifyCode {
  purpose: CodePurpose;
  target: string;
  code: string;
}

export type VerifyResult = { userId: string | null; newValue: string | null } | Refusal<CodeError>;

/**
 * Keyed with CODE_HASH_KEY: a million possible codes make a plain hash reversible in a moment from
 * a copy of the database; without the key the stored value says nothing. Codes stored before the
 * key (plain SHA-256) no longer verify: they lived 10 minutes, so a tenant at most asks for a new one.
 */
export function hashCode(code: string, key: string): Buffer {
  return createHmac("sha256", key).update(code, "utf8").digest();
}

/** Six digits, uniformly drawn from the operating system's CSPRNG (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** `hashKey`: config.codeHashKey (CODE_HASH_KEY). */
export function createCodesService(db: Db, now: () => Date, hashKey: string) {
  const repo = createCodesRepository(db);

  /** The active code for `input`, if `input.code` is it; a wrong code counts as a wrong try. */
  async function match(input: VerifyCode, at: Date, tx: Db): Promise<StoredCode | Refusal<CodeError>> {
    const stored = await repo.findActive(input.purpose, input.target, tx);
    if (!stored) return refuse("InvalidCode");
    if (stored.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) return refuse("LimitExceeded");
    if (stored.expiresAt.getTime() <= at.getTime()) return refuse("ExpiredCode");
    const matches = timingSafeEqual(
      hashCode(input.code.trim(), hashKey),
      Buffer.from(stored.codeHash, "hex"),
    );
    if (!matches) {
      const failed = await repo.recordFailedAttempt(stored.id, CODE_MAX_FAILED_ATTEMPTS, tx);
      return refuse(failed === null ? "LimitExceeded" : "InvalidCode");
    }
    return stored;
  }

  return {
    /**
     * Stores a new code and answers it in clear, for the message only. Pass the transaction of the
     * change that needs the code, the same one that enqueues the message.
     */
    async issue(input: IssueCode, tx: Db = db): Promise<string> {
      const code = newCode();
      const at = now();
      await repo.replace(
        {
          purpose: input.purpose,
          target: input.target,
          codeHash: hashCode(code, hashKey).toString("hex"),
          userId: input.userId ?? null,
          newValue: input.newValue ?? null,
          now: at,
          expiresAt: new Date(at.getTime() + CODE_VALID_MS),
        },
        tx,
      );
      return code;
    },

    /**
     * Single use: a right code is consumed by a conditional update, so it works once even under
     * concurrent requests. Pass `tx` to consume the code in the transaction of the change it allows.
     */
    async verify(input: VerifyCode, tx: Db = db): Promise<VerifyResult> {
      const at = now();
      const stored = await match(input, at, tx);
      if (isRefusal(stored)) return stored;
      if (!(await repo.consume(stored.id, at, CODE_MAX_FAILED_ATTEMPTS, tx))) return refuse("InvalidCode");
      return { userId: stored.userId, newValue: stored.newValue };
    },

    /**
     * Like verify, but a right code stays unused: a cheap first check, so a request with a wrong
     * code never reaches expensive work (the password checks), and that work's refusal does not
     * cost the tenant the code. A wrong code counts as a wrong try all the same.
     */
    async check(input: VerifyCode, tx: Db = db): Promise<VerifyResult> {
      const stored = await match(input, now(), tx);
      if (isRefusal(stored)) return stored;
      return { userId: stored.userId, newValue: stored.newValue };
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
