// The developers' look page (/sandbox/ui, SANDBOX=true only): a build of its own
// (vite.sandbox.config.ts), so the portal's bundles and their chunks are the same with it or without.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import "../styles/tokens.css";
import "../styles/fonts.css";
import "../styles/global.css";
import i18n, { i18nReady } from "../lib/i18n.ts";
import UiSandboxPage from "./UiSandboxPage.tsx";
import styles from "./UiSandboxPage.module.css";

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <BrowserRouter>
        <main id="main" className={styles.main}>
          <UiSandboxPage />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );

i18nReady.then(() => i18n.loadNamespaces(["sandbox"])).then(render, render);
