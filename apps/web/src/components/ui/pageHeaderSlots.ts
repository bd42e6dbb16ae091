import { createContext, type ReactNode } from "react";

/**
 * What the layout hands every page header (PageHeader): the breadcrumb trail of the route on
 * screen, worked out from the route manifest and the menu, which pages do not know. A module of its
 * own, so the layout does not bring the header's code into the first download.
 */
export const PageHeaderSlots = createContext<{ breadcrumb: ReactNode }>({ breadcrumb: null });
