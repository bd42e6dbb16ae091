import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A component under test inside a fresh query client, as the app's own provider would hold it. */
export function withQueryClient(ui: ReactNode, client = new QueryClient()) {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
