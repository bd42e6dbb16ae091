import { LANGUAGES } from "@portal/schemas/common";
import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Anonymous on purpose: the sign-out survey is not tied to a person. */
export const feedback = pgTable("feedback", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  answer: text("answer", { enum: ["yes", "partly", "no"] }).notNull(),
  text: text("text").notNull(),
  language: text("language", { enum: LANGUAGES }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});
