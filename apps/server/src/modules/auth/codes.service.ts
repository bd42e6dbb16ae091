import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH, CODE_MAX_FAILED_ATTEMPTS, CODE_VALID_MS, type CodeError } from "@portal/schemas/codes";
import type { Db } from "../../db/client.ts";
import { createCodesRepository, type CodePurpose } from "./codes.repository.ts";

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

export type VerifyResult =
  { ok: true; userId: string | null; newValue: string | null } | { ok: false; error: CodeError };

function hashCode(code: string): Buffer {
  return createHash("sha256").update(code, "utf8").digest();
}

/** Six digits, uniformly drawn from the operating system's CSPRNG (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

export function createCodesService(db: Db, now: () => Date) {
  const repo = createCodesRepository(db);
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
          codeHash: hashCode(code).toString("hex"),
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
      const stored = await repo.findActive(input.purpose, input.target, tx);
      if (!stored) return { ok: false, error: "InvalidCode" };
      if (stored.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) return { ok: false, error: "LimitExceeded" };
      if (stored.expiresAt.getTime() <= at.getTime()) return { ok: false, error: "ExpiredCode" };

      const matches = timingSafeEqual(hashCode(input.code.trim()), Buffer.from(stored.codeHash, "hex"));
      if (!matches) {
        const failed = await repo.recordFailedAttempt(stored.id, CODE_MAX_FAILED_ATTEMPTS, tx);
        return { ok: false, error: failed === null ? "LimitExceeded" : "InvalidCode" };
      }
      if (!(await repo.consume(stored.id, at, CODE_MAX_FAILED_ATTEMPTS, tx)))
        return { ok: false, error: "InvalidCode" };
      return { ok: true, userId: stored.userId, newValue: stored.newValue };
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
