// What every configuration group shares: parsers of common value shapes and the repository root.
import { join } from "node:path";
import { z } from "zod";

/** The repository root, so defaults work whatever the working directory is. */
export const repoRoot = join(import.meta.dirname, "../../../..");

export const secret = z.string().min(32, "at least 32 characters");

export const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const url = z.string().refine((v) => URL.canParse(v), "must be a URL");

/** The parsed values of a group of variables. */
export type ParsedVariables<V extends Record<string, { schema: z.ZodType }>> = {
  [K in keyof V]: z.output<V[K]["schema"]>;
};
