import { Navigate, Outlet, useLocation } from "react-router";
import { Loading } from "../components/ui/Loading.tsx";
import { signInPathFor } from "../lib/returnTo.ts";
import { useSession } from "./useSession.ts";

/** Protected routes: unknown session waits, signed-out visitors go to sign-in remembering the deep link. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "unknown") return <Loading />;
  if (session.status === "signedOut") return <Navigate to={signInPathFor(location)} replace />;
  return <Outlet />;
}
