import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { createTrustedDevicesRepository } from "./trusted-devices.repository.ts";

/**
 * The device cookie: a browser that has signed in to an account keeps a random token, stored only
 * as a hash with that account. Sign-in from it is not held back by failures made elsewhere (anyone
 * who knows a tenant's address can cause those); its own wrong passwords count against it alone.
 */
export const DEVICE_COOKIE = "device";
/** Only the sign-in request needs it. */
export const DEVICE_COOKIE_PATH = "/api/login";
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;
/** Wrong passwords in one trusted browser before it is trusted no more (it falls back to the usual limits). */
export const DEVICE_FAILURE_LIMIT = 10;
/** Devices remembered per account; the least recently used go first. */
const DEVICES_PER_ACCOUNT = 20;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export function deviceCookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    // The sign-in request is the SPA's own fetch: no other site ever needs to send this cookie.
    sameSite: "strict" as const,
    secure: publicUrl.startsWith("https:"),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TTL_MS / 1000,
  };
}

export function createTrustedDevices(db: Db, now: () => Date) {
  const repo = createTrustedDevicesRepository(db);
  return {
    /** Whether this browser's token is a live device of this account. */
    async trusts(token: string | undefined, userId: string): Promise<boolean> {
      if (!token || !TOKEN.test(token)) return false;
      const device = await repo.find(hash(token));
      if (!device || device.userId !== userId) return false;
      return device.lastUsedAt.getTime() + DEVICE_TTL_MS > now().getTime();
    },

    async failed(token: string): Promise<void> {
      await repo.recordFailure(hash(token), DEVICE_FAILURE_LIMIT);
    },

    /**
     * After a successful sign-in: a trusted browser keeps its token (undefined is answered), any
     * other gets a new one to store in its cookie.
     */
    async signedIn(token: string | undefined, trusted: boolean, userId: string): Promise<string | undefined> {
      const at = now();
      if (trusted && token) {
        await repo.touch(hash(token), at);
        return undefined;
      }
      const fresh = randomBytes(32).toString("base64url");
      await repo.insert(hash(fresh), userId, at);
      await repo.keepNewest(userId, DEVICES_PER_ACCOUNT);
      return fresh;
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
