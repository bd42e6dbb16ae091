import { requestContent } from "../../../lib/content/request.ts";

/** Where the tab keeps its copy of the menus (menus.ts). */
export const MENUS_KEY = "menus";

/**
 * The menus request, sent at once and without the content schemas, unless the tab keeps a copy.
 * The menu items wait for the menus, so the menus go out together with the session check rather
 * than after the schemas have loaded; menus.ts checks the answer.
 */
export function sendMenusEarly(): Promise<unknown> | undefined {
  try {
    if (sessionStorage.getItem(MENUS_KEY) !== null) return undefined;
  } catch {
    // Storage turned off: there is no copy.
  }
  const sent = requestContent("menus");
  // A failure is the query's to report once it takes the answer; until then it is not unhandled.
  sent.catch(() => undefined);
  return sent;
}
