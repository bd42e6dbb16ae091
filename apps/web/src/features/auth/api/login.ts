import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LoginErrorType, LoginForm } from "@portal/schemas/auth";
import { ApiError, postJson } from "../../../lib/api.ts";
import { confirmSignIn } from "../../../lib/session/confirmSignIn.ts";
import { loadAuthSchemas } from "../authSchemas.ts";

export type LoginFailure =
  | { kind: "refused"; errorType: LoginErrorType; startDate: string | undefined }
  | { kind: "tooMany" }
  | { kind: "general" };

/** POST /api/login → the new session id. */
export async function login(body: LoginForm): Promise<string> {
  const { loginResponse } = await loadAuthSchemas();
  return loginResponse.parse(await postJson("/api/login", body)).sessionId;
}

async function toFailure(error: unknown): Promise<LoginFailure> {
  if (!(error instanceof ApiError)) return { kind: "general" };
  if (error.status === 429) return { kind: "tooMany" };
  const { loginErrorResponse } = await loadAuthSchemas();
  const parsed = loginErrorResponse.safeParse(error.body);
  if (error.status === 401 && parsed.success)
    return { kind: "refused", errorType: parsed.data.errorType, startDate: parsed.data.startDate };
  return { kind: "general" };
}

/**
 * Sign-in state without useMutation (its machinery would ship with the size-budgeted sign-in page).
 * On success the session is stored and checked (with the profile); the page then redirects.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ pending: boolean; failure: LoginFailure | undefined }>({
    pending: false,
    failure: undefined,
  });
  const submit = useCallback(
    async (body: LoginForm) => {
      setState({ pending: true, failure: undefined });
      try {
        await confirmSignIn(queryClient, await login(body));
        setState({ pending: false, failure: undefined });
      } catch (error) {
        setState({ pending: false, failure: await toFailure(error) });
      }
    },
    [queryClient],
  );
  const reset = useCallback(() => setState({ pending: false, failure: undefined }), []);
  return { submit, reset, isPending: state.pending, failure: state.failure };
}
