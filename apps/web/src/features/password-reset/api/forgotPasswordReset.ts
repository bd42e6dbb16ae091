import { postJson } from "../../../lib/api.ts";

/** POST /api/forgot-password/reset: 400 InvalidCode / ExpiredCode / LimitExceeded, 422 password refused. */
export async function forgotPasswordReset(body: {
  username: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  await postJson("/api/forgot-password/reset", body);
}
