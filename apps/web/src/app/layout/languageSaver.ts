import type { Language } from "@portal/schemas/common";
import { putJson } from "../../lib/api.ts";
import { useSession } from "../useSession.ts";

/**
 * For a signed-in tenant, what keeps a language chosen on a page as the account's, so the next
 * mail and SMS speak it (PUT /api/profile/language); the page switches whether or not the call gets
 * through, and the next sign-in records the language anyway. Staff, and staff viewing a tenant's
 * pages read-only, only switch their page: undefined.
 */
export function useLanguageSaver(): ((language: Language) => void) | undefined {
  const session = useSession();
  if (session.status !== "signedIn" || session.info.kind !== "tenant") return undefined;
  return (language) => void putJson("/api/profile/language", { language }, [204]).catch(() => undefined);
}
