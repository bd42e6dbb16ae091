import { randomBytes } from "node:crypto";
import { parseIdentityCode } from "@portal/schemas/identity-code";
import { RETURN_PAGES, type IdentificationFrame } from "@portal/schemas/identification.constants";
import type { Db } from "../../db/client.ts";
import { exchangeFailure, newChecks } from "../../integrations/identity/oidc-client.ts";
import type { IdentityProvider } from "../../integrations/identity/oidc-identity.ts";
import { sameBrowser, sha256 } from "../../lib/browser-binding.ts";
import { hashIdentityCode } from "../../lib/identity-code-hash.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { createAuditRepository } from "../audit/index.ts";
import {
  createIdentificationRepository,
  type FlowType,
  type IdentificationFlow,
} from "./identification.repository.ts";

/** Time to come back from the bank. */
export const FLOW_TTL_MS = 15 * 60_000;
/** Time to finish sign-up (or phone sign-in) after being identified. */
export const IDENTIFIED_TTL_MS = 30 * 60_000;

export interface IdentificationDeps {
  db: Db;
  provider: IdentityProvider;
  now: () => Date;
  identityCodeKey: string;
  /** Test codes (individual number 900–999) are accepted outside production. */
  allowTestCodes: boolean;
}

export interface IdentificationRef<F extends FlowType = FlowType> {
  registerSessionId: string;
  state: string;
  flowType: F;
  /** The value of the browser's flow cookie (flow-cookie.ts): only the starting browser may use the result. */
  browser?: string | undefined;
}

export interface Identification<F extends FlowType = FlowType> {
  /** Phone sign-in only lets through a known person; sign-up may find nobody (null). */
  personId: F extends "phone" ? string : string | null;
  givenName: string;
  familyName: string;
  acr: string | null;
  /** Phone sign-in: the account whose SMS code started the flow. */
  userId: string | null;
}
/** Why an identification cannot be used: unknown or used, past its time, or another browser's. */
export type IdentificationError = Refusal<
  "IDENTIFICATION_FAILED" | "IDENTIFICATION_EXPIRED" | "IDENTIFICATION_OTHER_BROWSER"
>;

export type IdentificationService = ReturnType<typeof createIdentificationService>;

export function createIdentificationService(deps: IdentificationDeps) {
  const { db, provider, now } = deps;
  const audit = createAuditRepository(db);
  const flows = createIdentificationRepository(db);

  function result<F extends FlowType>(
    flow: IdentificationFlow,
    flowType: F,
  ): Identification<F> | IdentificationError {
    if (flowType === "phone" && !flow.personId) return refuse("IDENTIFICATION_FAILED");
    return {
      personId: flow.personId as Identification<F>["personId"],
      givenName: flow.givenName ?? "",
      familyName: flow.familyName ?? "",
      acr: flow.acr,
      userId: flow.userId,
    };
  }

  /** Why a lookup failed: an identified flow past its time is "expired", anything else "failed". */
  async function failure(executor: Db, ref: IdentificationRef): Promise<IdentificationError> {
    const flow = await flows.findIdentifiedFlow(sha256(ref.registerSessionId), ref.state, executor);
    if (!flow || flow.consumedAt || flow.flowType !== ref.flowType) return refuse("IDENTIFICATION_FAILED");
    if (!sameBrowser(flow.browserHash, ref.browser)) return refuse("IDENTIFICATION_OTHER_BROWSER");
    return refuse(flow.expiresAt <= now() ? "IDENTIFICATION_EXPIRED" : "IDENTIFICATION_FAILED");
  }

  return {
    /**
     * Starts a round trip to the bank from the browser whose flow cookie holds `browser`. Phone
     * sign-in passes the account whose SMS code was confirmed. `frame`: where it started, which the
     * bank's return lands back in (RETURN_PAGES).
     */
    async startIdentification(
      flowType: FlowType,
      userId: string | undefined,
      browser: string,
      frame: IdentificationFrame = "portal",
    ): Promise<{ url: string; state: string }> {
      const checks = newChecks();
      const url = await provider.authorizationUrl(checks);
      const at = now();
      await flows.insertFlow({
        state: checks.state,
        flowType,
        frame,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        userId: userId ?? null,
        browserHash: sha256(browser),
        createdAt: at,
        expiresAt: new Date(at.getTime() + FLOW_TTL_MS),
      });
      return { url, state: checks.state };
    },

    /**
     * The redirect URI. Answers where to send the browser; never throws for a bad callback, since
     * the person is waiting on the other end and must land on a page that explains.
     */
    async completeIdentification(callbackUrl: URL, address: string, browser?: string): Promise<string> {
      const state = callbackUrl.searchParams.get("state") ?? "";
      const flow = state ? await flows.findFlow(state) : null;
      const page = RETURN_PAGES[flow?.frame ?? "portal"][flow?.flowType ?? "register"];
      const failed = `${page}?error=IDENTIFICATION_FAILED`;
      if (!flow || flow.identifiedAt || flow.expiresAt <= now()) return failed;
      if (!sameBrowser(flow.browserHash, browser)) {
        // Someone else's link, or a bank app that came back in another browser. Nothing changes:
        // the code is not exchanged and the flow stays open for the browser that started it.
        const details = { flowType: flow.flowType, outcome: "refused", reason: "other_browser" };
        await audit.record({ action: "identification", userId: flow.userId, address, details }, now());
        return `${page}?error=IDENTIFICATION_OTHER_BROWSER`;
      }

      const fail = async (reason: string) => {
        await db.transaction(async (tx) => {
          await flows.endPendingFlow(flow.state, now(), tx);
          const details = { flowType: flow.flowType, outcome: "failed", reason };
          await audit.record({ action: "identification", userId: flow.userId, address, details }, now(), tx);
        });
        return failed;
      };

      let person;
      try {
        person = await provider.identify(callbackUrl, {
          state: flow.state,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
        });
      } catch (err) {
        return fail(exchangeFailure(err));
      }
      const parsed = person.identityCode
        ? parseIdentityCode(person.identityCode, { allowTestRange: deps.allowTestCodes })
        : null;
      if (!parsed) return fail("invalid_identity_code");

      const registerSessionId = randomBytes(32).toString("base64url");
      const at = now();
      const ok = await db.transaction(async (tx) => {
        const personId = await flows.findPersonIdByIdentityCodeHash(
          hashIdentityCode(parsed.code, deps.identityCodeKey),
          tx,
        );
        const marked = await flows.markIdentified(
          flow.state,
          {
            sessionHash: sha256(registerSessionId),
            identifiedAt: at,
            expiresAt: new Date(at.getTime() + IDENTIFIED_TTL_MS),
            personId,
            givenName: person.givenName,
            familyName: person.familyName,
            acr: person.acr,
          },
          at,
          tx,
        );
        if (!marked) return false;
        const details = {
          flowType: flow.flowType,
          outcome: "identified",
          acr: person.acr,
          known: personId !== null,
        };
        await audit.record(
          { action: "identification", userId: flow.userId, personId, address, details },
          at,
          tx,
        );
        return true;
      });
      if (!ok) return failed;
      const query = new URLSearchParams({ registerSessionId, state: flow.state });
      return `${page}?${query.toString()}`;
    },

    /** The sign-up form's greeting; NOT_FOUND when unknown, used or expired. */
    async registerSession(
      registerSessionId: string,
      state: string,
      browser?: string,
    ): Promise<{ firstName: string; lastName: string } | Refusal<"NOT_FOUND">> {
      const flow = await flows.findIdentifiedFlow(sha256(registerSessionId), state);
      if (!flow || flow.consumedAt || flow.expiresAt <= now() || !sameBrowser(flow.browserHash, browser))
        return refuse("NOT_FOUND");
      return { firstName: flow.givenName ?? "", lastName: flow.familyName ?? "" };
    },

    /** Reads an identification without using it up (to show or pre-check before the real step). */
    async peekIdentification<F extends FlowType>(
      ref: IdentificationRef<F>,
      executor: Db = db,
    ): Promise<Identification<F> | IdentificationError> {
      const flow = await flows.findIdentifiedFlow(sha256(ref.registerSessionId), ref.state, executor);
      if (!flow || flow.consumedAt || flow.flowType !== ref.flowType) return refuse("IDENTIFICATION_FAILED");
      if (!sameBrowser(flow.browserHash, ref.browser)) return refuse("IDENTIFICATION_OTHER_BROWSER");
      if (flow.expiresAt <= now()) return refuse("IDENTIFICATION_EXPIRED");
      return result(flow, ref.flowType);
    },

    /**
     * Uses the identification up. Pass the caller's transaction as `executor`: if it rolls back,
     * the identification is unused again.
     */
    async consumeIdentification<F extends FlowType>(
      ref: IdentificationRef<F>,
      executor: Db = db,
    ): Promise<Identification<F> | IdentificationError> {
      const flow = await flows.consumeFlow(
        sha256(ref.registerSessionId),
        ref.state,
        ref.flowType,
        sha256(ref.browser ?? ""),
        now(),
        executor,
      );
      if (!flow) return failure(executor, ref);
      return result(flow, ref.flowType);
    },
  };
}
