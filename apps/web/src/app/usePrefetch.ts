import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sendMenusEarly } from "../features/content/api/menusEarly.ts";
import { profileQueryOptions } from "../lib/session/profileQuery.ts";
import { currentSessionId } from "../lib/session/storage.ts";

// The first page's query options are a chunk of their own, out of the code every page needs first.
// With a stored session it is asked for at once, so it is in when the session check answers.
const loadFirstReads = () => import("./firstReads.ts");

/**
 * With a stored session, the profile (the header's name, the lease end) goes out together with the
 * session check, so a page load stays one round trip deep. Once a tenant's session is confirmed,
 * the first page's reads (home, lease) start before its code has loaded. Runs in the layout
 * because the page's own subtree does not commit (nor run effects) until its chunk is in.
 */
export function usePrefetch(tenantPages: boolean, pathname: string): void {
  const client = useQueryClient();
  const done = useRef(false);
  // The menus are public and the menu items wait for them: with a stored session they are asked for
  // together with the session check, so the menu is two round trips deep, not three or four. The
  // request goes out at once; the query's module comes in on demand, as it carries the content
  // schemas, and takes the answer.
  useEffect(() => {
    if (!currentSessionId()) return;
    void client.prefetchQuery(profileQueryOptions());
    void loadFirstReads();
    const sent = sendMenusEarly();
    void import("../features/content/api/menus.ts").then(({ menusQueryOptions }) =>
      client.prefetchQuery(menusQueryOptions(sent)),
    );
  }, [client]);
  useEffect(() => {
    if (!tenantPages || done.current) return;
    done.current = true;
    void loadFirstReads().then(({ prefetchFirstPage }) => prefetchFirstPage(client, pathname));
  }, [tenantPages, pathname, client]);
}
