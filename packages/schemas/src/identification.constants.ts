/*
 * Strong identification's plain values: which frame a bank round trip started in, and the page the
 * browser comes back to, per frame and flow. The web's routes (lib/routes.json) have each page.
 */
import { TERMINATION_PATH } from "./lease.constants.ts";

/**
 * The portal's own pages, or the foundation's termination flow (/irtisano…), which keeps its
 * visitors in its own frame: a round trip started there comes back there.
 */
export const IDENTIFICATION_FRAMES = ["portal", "foundation"] as const;
export type IdentificationFrame = (typeof IDENTIFICATION_FRAMES)[number];

/** What a bank round trip is for: sign-up, phone sign-in, unlocking sign-in, or a termination. */
export type IdentificationFlow = "register" | "phone" | "unlock" | "termination";

/** The foundation's termination flow's home. */
export const TERMINATION_FLOW_PATH = "/irtisano";

/** Where the browser lands after the bank, per frame and flow: the page continues from there. */
export const RETURN_PAGES: Record<IdentificationFrame, Record<IdentificationFlow, string>> = {
  portal: {
    register: "/rekisteroidy",
    phone: "/kirjaudu/puhelin",
    unlock: "/kirjaudu/avaa",
    // A termination notice or a co-tenant's acceptance: the page confirms it.
    termination: TERMINATION_PATH,
  },
  foundation: {
    register: `${TERMINATION_FLOW_PATH}/rekisteroidy`,
    phone: `${TERMINATION_FLOW_PATH}/kirjaudu/puhelin`,
    unlock: `${TERMINATION_FLOW_PATH}/kirjaudu/avaa`,
    termination: TERMINATION_FLOW_PATH,
  },
};
