import { createContext, type ReactNode } from "react";

/**
 * What the layout hands every page header (PageHeader): the breadcrumb trail of the route on
 * screen, worked out from the route manifest and the menu, which pages do not know. A module of its
 * own, so the layout does not bring the header's code into the first download.
 */
export const PageHeaderSlots = createContext<{ breadcrumb: ReactNode }>({ breadcrumb: null });

/**
 * The page's own title (its H1), handed back to the trail: a page below a menu page (a committee
 * form, one of the tenant's own forms) ends the trail with its own name, which the menu does not know.
 */
export const PageHeaderTitle = createContext<ReactNode>(null);
