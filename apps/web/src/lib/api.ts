import type { z } from "zod";
import { currentLanguage } from "./i18n.ts";
import { currentSessionId, touchActivity } from "./session/storage.ts";

/** A non-success answer: the status and whatever JSON body came with it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`API answered ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** The answer's body: JSON when it parses, else its text, null when empty. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  // The server writes mail and SMS to someone without an account yet in the language they use here.
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": currentLanguage(),
  };
  const sessionId = currentSessionId();
  if (sessionId !== null) headers.authorization = `Bearer ${sessionId}`;
  // FormData sets its own multipart type with the boundary; a type given here would break it.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["content-type"] = "application/json";
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? null : form ? body : JSON.stringify(body),
    credentials: "same-origin",
    signal: signal ?? null,
  });
  if (sessionId !== null) touchActivity();
  return res;
}

/** GET that succeeds only on 200, as the contract says; the answer is checked against its schema. */
export async function getJson<T extends z.ZodType>(
  path: string,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const res = await request("GET", path, undefined, signal);
  const body = await readBody(res);
  if (res.status !== 200) throw new ApiError(res.status, body);
  return schema.parse(body);
}

/**
 * getJson for a schema that is still loading: the request goes out at once and the answer is checked
 * when both are in, so a page's first reads do not wait for the validation code to download.
 */
export async function getJsonLoading<T extends z.ZodType>(
  path: string,
  schema: Promise<T>,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const [res, loaded] = await Promise.all([request("GET", path, undefined, signal), schema]);
  const body = await readBody(res);
  if (res.status !== 200) throw new ApiError(res.status, body);
  return loaded.parse(body);
}

/** PATCH with the same rules as postJson. */
export async function patchJson(
  path: string,
  body: unknown,
  expected: readonly number[] = [200],
): Promise<unknown> {
  const res = await request("PATCH", path, body);
  const answer = await readBody(res);
  if (!expected.includes(res.status)) throw new ApiError(res.status, answer);
  return answer;
}

/** PUT with the same rules as postJson. */
export async function putJson(
  path: string,
  body: unknown,
  expected: readonly number[] = [200],
): Promise<unknown> {
  const res = await request("PUT", path, body);
  const answer = await readBody(res);
  if (!expected.includes(res.status)) throw new ApiError(res.status, answer);
  return answer;
}

/** POST that succeeds on any of the expected statuses; returns the parsed body. */
export async function postJson(
  path: string,
  body: unknown,
  expected: readonly number[] = [200],
): Promise<unknown> {
  const res = await request("POST", path, body);
  const answer = await readBody(res);
  if (!expected.includes(res.status)) throw new ApiError(res.status, answer);
  return answer;
}

/** DELETE with the same rules as postJson. */
export async function deleteJson(path: string, expected: readonly number[] = [200]): Promise<unknown> {
  const res = await request("DELETE", path);
  const answer = await readBody(res);
  if (!expected.includes(res.status)) throw new ApiError(res.status, answer);
  return answer;
}

/** POST of a multipart form (files), with the same rules as postJson. */
export async function postForm(
  path: string,
  form: FormData,
  expected: readonly number[] = [200],
): Promise<unknown> {
  const res = await request("POST", path, form);
  const answer = await readBody(res);
  if (!expected.includes(res.status)) throw new ApiError(res.status, answer);
  return answer;
}

/** GET of a file behind sign-in: the bytes as a Blob, for an object URL or a download. */
export async function getBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await request("GET", path, undefined, signal);
  if (res.status !== 200) throw new ApiError(res.status, await readBody(res));
  return res.blob();
}
