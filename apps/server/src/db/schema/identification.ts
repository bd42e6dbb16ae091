import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { IDENTIFICATION_FRAMES } from "@portal/schemas/identification.constants";
import { persons, userAccounts } from "./persons.ts";

/**
 * A strong-identification round trip (sign-up, phone sign-in or unlocking password sign-in). The
 * row is keyed by the OpenID `state`; after the callback it holds who was identified and a hashed
 * registerSessionId.
 */
export const identificationFlows = pgTable("identification_flows", {
  state: text("state").primaryKey(),
  flowType: text("flow_type", { enum: ["register", "phone", "unlock", "termination"] }).notNull(),
  /** Where it started: the portal's pages, or the foundation's flow (/irtisano…), whose page the bank returns to. */
  frame: text("frame", { enum: IDENTIFICATION_FRAMES }).notNull().default("portal"),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  /** Phone sign-in: the account whose SMS code was already confirmed. */
  userId: uuid("user_id").references(() => userAccounts.id, { onDelete: "cascade" }),
  /**
   * SHA-256 of the random value in the starting browser's flow cookie: the callback and the result
   * are accepted only from that browser, so a link cannot finish someone else's flow (login CSRF).
   */
  browserHash: text("browser_hash"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  /** SHA-256 of the registerSessionId handed to the browser after identification. */
  sessionHash: text("session_hash").unique("identification_flows_session_uq"),
  identifiedAt: timestamp("identified_at", { withTimezone: true, mode: "date" }),
  personId: uuid("person_id").references(() => persons.id),
  givenName: text("given_name"),
  familyName: text("family_name"),
  acr: text("acr"),
  consumedAt: timestamp("consumed_at", { withTimezone: true, mode: "date" }),
});
