import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { lazyResolver } from "../../lib/lazyResolver.ts";
import { toPayload, type FormDef, type FormType } from "./model.ts";

type Values = Record<string, unknown>;

/**
 * What the form is being checked for: a draft (saving: types, sizes and its title only) or the
 * form complete (previewing, publishing, submitting). The form holds one such object as its
 * resolver's context and sets `draft` before each check.
 */
export type CheckFor = { draft: boolean };

type Schemas = "complete" | "draft";
const resolvers = new Map<`${FormType}:${Schemas}`, ReturnType<typeof schemaResolver>>();

function schemaResolver(type: FormType, schemas: Schemas) {
  return lazyResolver(async () => {
    const { draftDataSchemas, formDataSchemas } = await import("@portal/schemas/committee-forms");
    return (schemas === "draft" ? draftDataSchemas : formDataSchemas)[type] as unknown as z.ZodType<
      FieldValues,
      FieldValues
    >;
  });
}

function resolverOf(type: FormType, schemas: Schemas) {
  const key = `${type}:${schemas}` as const;
  const known = resolvers.get(key) ?? schemaResolver(type, schemas);
  resolvers.set(key, known);
  return known;
}

/** Starts loading a form's schemas, so that the first save seldom waits for them. */
export function preloadSchema(type: FormType) {
  return Promise.all([resolverOf(type, "complete").preload(), resolverOf(type, "draft").preload()]).catch(
    () => undefined,
  );
}

/**
 * The form's resolver: the typed values become the call's formData (numbers from text, empty
 * optional fields left out) and the shared schema judges that, its errors landing on the same
 * field paths: the draft's schema when the context says a draft is being saved, else the complete
 * one. (The invitation's complete schema also refuses a community meeting less than 14 days ahead.)
 */
export function formResolver(form: FormDef): Resolver<Values, CheckFor, Values> {
  const complete = resolverOf(form.type, "complete");
  const draft = resolverOf(form.type, "draft");
  return (values, context, options) =>
    (context?.draft ? draft : complete)(
      toPayload(form, values) as FieldValues,
      undefined,
      options as never,
    ) as never;
}
