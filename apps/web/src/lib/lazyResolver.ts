import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A form's resolver that loads its schema on first use; `preload` starts that early. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => Promise<unknown>;
};

/**
 * zodResolver(schema) with the schema, the validation library and its react-hook-form adapter
 * loaded off the critical path: a form page paints and takes input without them (about 25 KB
 * gzip), and every form shares the one copy that arrives right after the first render. Validation
 * is the schema's own, so messages are exactly as with a resolver made up front.
 */
export function lazyResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): LazyResolver<z.input<S>, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<Loaded> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Loaded,
      (error: unknown) => {
        // A failed download is tried again at the next submit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Loaded = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}

/** The form's lazy resolver, its download started once the form has rendered, so a submit seldom waits. */
export function useLazyResolver<R extends { preload: () => Promise<unknown> }>(resolver: R): R {
  useEffect(() => {
    resolver.preload().catch(() => undefined);
  }, [resolver]);
  return resolver;
}
