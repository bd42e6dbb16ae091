import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import "./styles/tokens.css";
import "./styles/fonts.css";
import "./styles/global.css";
import { i18nReady } from "./lib/i18n.ts";
import { AppRoutes } from "./app/AppRoutes.tsx";
import { createQueryClient } from "./lib/queryClient.ts";

const queryClient = createQueryClient();

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );

// Rendered once the texts are in, so nobody sees raw keys; a failed catalog load still renders.
i18nReady.then(render, render);
