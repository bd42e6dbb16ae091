import { Navigate, Outlet, useLocation } from "react-router";
import { Loading } from "../components/ui/Loading.tsx";
import { mayOpen } from "../lib/access.ts";
import type { RouteAccess } from "../lib/paths.ts";
import { requestedPath, signedOutPathFor } from "../lib/returnTo.ts";
import { NoAccess } from "./NoAccess.tsx";
import { useSession } from "./useSession.ts";

/**
 * The guard of the routes that need a session (the manifest's `access`): an unknown session waits;
 * signed-out visitors go to sign-in, or to sign-up from the home page and the termination routes,
 * remembering the deep link (in the address and as `from`); a session of the wrong kind (a tenant
 * on a staff page) or without the permission is told so.
 */
export function RequireAccess(props: RouteAccess) {
  const session = useSession();
  const location = useLocation();
  if (props.access === "public") return <Outlet />;
  if (session.status === "unknown") return <Loading />;
  if (session.status === "signedOut")
    return <Navigate to={signedOutPathFor(location)} state={{ from: requestedPath(location) }} replace />;
  if (!mayOpen(props, session.info)) return <NoAccess />;
  return <Outlet />;
}
