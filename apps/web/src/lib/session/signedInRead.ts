import type { z } from "zod";
import { ApiError, getJsonLoading } from "../api.ts";
import { clearSession, currentSessionId } from "./storage.ts";

/**
 * A read that only a signed-in party can make and that doubles as a check of the session: null
 * without a stored session id (nothing to ask) or when the server answers 401 (it no longer knows
 * the session, which is then forgotten here too). The schema (and the validation library) loads
 * while the request is already out.
 */
export async function signedInRead<T extends z.ZodType>(
  path: string,
  schema: () => Promise<T>,
  signal: AbortSignal,
): Promise<z.infer<T> | null> {
  if (currentSessionId() === null) return null;
  try {
    return await getJsonLoading(path, schema(), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      return null;
    }
    throw error;
  }
}
