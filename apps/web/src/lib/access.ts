import type { SessionInfo } from "@portal/schemas/session";
import type { RouteAccess } from "./paths.ts";

/**
 * Whether the signed-in party may open a route (the server decides again on every request):
 * a tenant's pages for the tenant and for staff viewing them read-only, a staff page for staff
 * whose roles grant its permission. A public route is open to everyone.
 */
export function mayOpen(route: RouteAccess, session: SessionInfo | null): boolean {
  switch (route.access) {
    case "public":
      return true;
    case "tenant":
      return session?.kind === "tenant" || session?.kind === "impersonation";
    case "staff":
      return session?.kind === "staff" && session.permissions.includes(route.permission);
  }
}
