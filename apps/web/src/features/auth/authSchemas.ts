import type * as AuthSchemas from "@portal/schemas/auth";
import { lazyResolver } from "../../lib/lazyResolver.ts";

let loading: Promise<typeof AuthSchemas> | undefined;

/**
 * The sign-in schemas, loaded off the critical path: the page paints and takes input without the
 * validation library (about 25 KB gzip), which is fetched right after the first render.
 */
export function loadAuthSchemas() {
  loading ??= import("@portal/schemas/auth");
  return loading;
}

/** zodResolver(loginForm), waiting for the schema the first time it is needed. */
export const loginFormResolver = lazyResolver(async () => (await loadAuthSchemas()).loginForm);
