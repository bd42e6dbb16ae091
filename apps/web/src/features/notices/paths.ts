/** The residents' events page's sub-path of the embedded external calendar. */
export const EXTERNAL_EVENTS_SEGMENT = "kalenteri";

/** A list route's path without its splat: "/taloni/tiedotteet/*" → "/taloni/tiedotteet". */
export const listPath = (routePath: string) => routePath.replace(/\/\*$/, "");
