import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { lazyResolver } from "../../lib/lazyResolver.ts";
import { toPayload, type FormDef, type FormType } from "./model.ts";

type Values = Record<string, unknown>;

const resolvers = new Map<FormType, ReturnType<typeof schemaResolver>>();

function schemaResolver(type: FormType) {
  return lazyResolver(async () => {
    const { formDataSchemas } = await import("@portal/schemas/committee-forms");
    return formDataSchemas[type] as unknown as z.ZodType<FieldValues, FieldValues>;
  });
}

/** Starts loading a form's schema, so that the first save seldom waits for it. */
export function preloadSchema(type: FormType) {
  const known = resolvers.get(type) ?? schemaResolver(type);
  resolvers.set(type, known);
  return known.preload().catch(() => undefined);
}

/**
 * The form's resolver: the typed values become the call's formData (numbers from text, empty
 * optional fields left out) and the shared schema judges that, its errors landing on the same
 * field paths. (The invitation's schema also refuses a community meeting less than 14 days ahead.)
 */
export function formResolver(form: FormDef): Resolver<Values, unknown, Values> {
  const inner = resolvers.get(form.type) ?? schemaResolver(form.type);
  resolvers.set(form.type, inner);
  return (values, context, options) =>
    inner(toPayload(form, values) as FieldValues, context, options as never) as never;
}
