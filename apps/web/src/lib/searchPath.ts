/** The search page's path for a query: /haku/<the query, encoded as one path segment>. */
export function searchPath(query: string): string {
  return `/haku/${encodeURIComponent(query.trim())}`;
}
