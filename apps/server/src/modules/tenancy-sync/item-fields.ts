// A refused item's field errors, read from its schema's issues the way the errors plugin reads a
// request's: one translation key per field, paths joined with dots, never zod's own sentences.
import type { z } from "zod";
import { validationFields } from "../../plugins/errors.ts";

export function itemFields(issues: readonly z.core.$ZodIssue[], item: unknown): Record<string, string> {
  return validationFields(
    issues.map((issue) => ({
      instancePath: issue.path.map((p) => `/${String(p)}`).join(""),
      keyword: issue.code,
      message: issue.message,
      params: issue.code === "unrecognized_keys" ? { keys: issue.keys } : {},
    })),
    item,
  );
}
