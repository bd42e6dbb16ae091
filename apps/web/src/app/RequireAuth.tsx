import { Navigate, Outlet, useLocation } from "react-router";
import { Loading } from "../components/ui/Loading.tsx";
import { requestedPath, signedOutPathFor } from "../lib/returnTo.ts";
import { useSession } from "./useSession.ts";

/**
 * Protected routes: unknown session waits; signed-out visitors go to sign-in, or to sign-up from the
 * home page and the termination routes, remembering the deep link (in the address and as `from`).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "unknown") return <Loading />;
  if (session.status === "signedOut")
    return <Navigate to={signedOutPathFor(location)} state={{ from: requestedPath(location) }} replace />;
  return <Outlet />;
}
