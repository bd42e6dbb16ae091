import { z } from "zod";
import { V, language } from "./common.ts";
import { FEEDBACK_ANSWERS, FEEDBACK_TEXT_MAX } from "./feedback.constants.ts";

/** POST /api/feedback: the sign-out page's answer (no session needed). */
export const feedbackRequest = z.strictObject({
  gotThingsDone: z.enum(FEEDBACK_ANSWERS, V.required),
  text: z.string().trim().max(FEEDBACK_TEXT_MAX, V.tooLong).default(""),
  language,
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

/** The feedback form: the language is the page's, not a question. */
export const feedbackForm = feedbackRequest.omit({ language: true });
