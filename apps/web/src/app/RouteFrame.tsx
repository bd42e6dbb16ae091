import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Loading } from "../components/ui/Loading.tsx";
import { READ_ONLY_NOTE_ID, ReadOnlyContext } from "../components/ui/readOnly.ts";
import { mayOpen } from "../lib/access.ts";
import { paths, type RouteAccess, type RouteLayout } from "../lib/paths.ts";
import { requestedPath, signedOutPathFor } from "../lib/returnTo.ts";
import { useSession } from "./useSession.ts";

// Both are seldom seen, so they stay out of the code every page needs first.
const NoAccess = lazy(() => import("./NoAccess.tsx"));
const ImpersonationBanner = lazy(() => import("./layout/ImpersonationBanner.tsx"));

/** A viewing on the tenant's pages, whose banner says why; and on a page without the banner. */
const VIEWING = { noteId: READ_ONLY_NOTE_ID };
const VIEWING_ELSEWHERE = {};

/**
 * The guard and the frame of a group of routes (the manifest's `access` and `layout`). For a route
 * that needs a session: an unknown session waits; signed-out visitors go to sign-in, or to sign-up
 * from the home page and the termination routes, remembering the deep link (in the address and as
 * `from`); a staff page sends everyone without a staff session (a tenant too) to the staff sign-in,
 * remembering it as `from`; a session of the wrong kind or without the permission is told so. The tenant's frame says when staff are viewing the tenant's pages read-only, and while they do, every
 * control that would change something is disabled.
 */
export function RouteFrame({ layout, ...access }: RouteAccess & { layout: RouteLayout }) {
  const session = useSession();
  const location = useLocation();
  const info = session.status === "signedIn" ? session.info : null;
  if (access.access !== "public") {
    if (session.status === "unknown") return <Loading />;
    // A staff page asks for a staff sign-in from anyone without a staff session, a tenant included.
    if (access.access === "staff" && info?.kind !== "staff")
      return <Navigate to={paths.staffSignIn} state={{ from: requestedPath(location) }} replace />;
    if (!info)
      return <Navigate to={signedOutPathFor(location)} state={{ from: requestedPath(location) }} replace />;
    if (!mayOpen(access, info)) return <NoAccess />;
  }
  const viewer = layout === "tenant" ? info?.impersonation : null;
  // A staff member's view of a tenant's pages changes nothing: every control that would is disabled,
  // described by the banner's line saying why (components/ui/readOnly.ts).
  const readOnly = info?.kind === "impersonation" ? (viewer ? VIEWING : VIEWING_ELSEWHERE) : null;
  return (
    <ReadOnlyContext value={readOnly}>
      {viewer && (
        // A boundary of its own: loading the banner must not swap the page for a loader.
        <Suspense fallback={null}>
          <ImpersonationBanner staffName={viewer.staffName} />
        </Suspense>
      )}
      <Outlet />
    </ReadOnlyContext>
  );
}
