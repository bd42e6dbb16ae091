import { z } from "zod";
import { V, language } from "./common.ts";

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_ANSWERS = ["yes", "partly", "no"] as const;

/** POST /api/feedback: the sign-out page's answer (no session needed). */
export const feedbackRequest = z.strictObject({
  gotThingsDone: z.enum(FEEDBACK_ANSWERS, V.required),
  text: z.string().trim().max(FEEDBACK_TEXT_MAX, V.tooLong).default(""),
  language,
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;
