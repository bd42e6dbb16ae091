/*
 * The termination pages' shapes: the shared schemas' types (@portal/schemas/termination) and the
 * one thing only the pages need.
 */
export type {
  TerminationNotice,
  TerminationParty,
  TerminationResponse,
  TerminationReviewDetail,
} from "@portal/schemas/termination";

/** The bank's return to the status page: these two go back to the server to confirm the notice. */
export const RETURN_PARAMS = ["registerSessionId", "state"] as const;
/** …or the callback's refusal. */
export const RETURN_ERROR_PARAM = "error";
