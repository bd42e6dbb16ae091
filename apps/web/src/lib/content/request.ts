// The content service's requests without their schemas, so a request can go out while the
// schemas (and the validation library) still load: client.ts checks each answer.
import { ApiError, readBody } from "../api.ts";

export const DEFAULT_CONTENT_API = "/api/content";
/** Pages, blocks and posts give up after this long, so a stalled content service shows an error. */
export const CONTENT_TIMEOUT_MS = 30_000;

/**
 * The content service's base URL as the server configured it (CONTENT_API_URL in a meta tag), so
 * the same build reads the built-in service or a real WordPress.
 */
export function contentBaseUrl(doc: Document | undefined = globalThis.document): string {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="portal-content-api"]');
  const value = meta?.content.trim();
  return (value || DEFAULT_CONTENT_API).replace(/\/+$/, "");
}

/** The caller's signal (a query being cancelled) and the service timeout, whichever comes first. */
export function withTimeout(signal: AbortSignal | undefined, ms = CONTENT_TIMEOUT_MS): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export type ContentOptions = {
  signal?: AbortSignal | undefined;
  timeout?: boolean;
  credentials?: RequestCredentials;
};

/*
 * The content is public: no session header ever goes to the content service, which may be another
 * site's WordPress. Bulletins go out without cookies either, as the contract asks.
 */
export async function requestContent(
  path: string,
  params: Record<string, string | undefined> = {},
  { signal, timeout = false, credentials = "same-origin" }: ContentOptions = {},
): Promise<unknown> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const search = query.size > 0 ? `?${query}` : "";
  const res = await fetch(`${contentBaseUrl()}/wp/v2/${path}${search}`, {
    headers: { accept: "application/json" },
    credentials,
    signal: timeout ? withTimeout(signal) : (signal ?? null),
  });
  const body = await readBody(res);
  if (res.status !== 200) throw new ApiError(res.status, body);
  return body;
}
