/** The spec's load state of a data slice, read from a query: not loaded, busy, ready or error. */
export type LoadState = "notLoaded" | "busy" | "ready" | "error";

export function loadState(query: {
  status: "pending" | "error" | "success";
  fetchStatus: "fetching" | "paused" | "idle";
}): LoadState {
  if (query.status === "success") return "ready";
  if (query.status === "error") return "error";
  return query.fetchStatus === "idle" ? "notLoaded" : "busy";
}
