import type { QueryClient } from "@tanstack/react-query";
import { prefetchHome } from "../features/home/prefetch.ts";
import { currentContractQueryOptions } from "../features/lease/api/currentContract.ts";
import { paths } from "../lib/paths.ts";

/** The first page's reads, started before its code has loaded (usePrefetch.ts). */
export function prefetchFirstPage(client: QueryClient, pathname: string): void {
  if (pathname === paths.home) prefetchHome(client);
  if (pathname === paths.lease) void client.prefetchQuery(currentContractQueryOptions());
}
