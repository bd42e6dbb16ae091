import type { FeedbackRequest } from "@portal/schemas/feedback";
import type { Db } from "../../db/client.ts";
import { feedback } from "../../db/schema/feedback.ts";

export function createFeedbackRepository(db: Db) {
  return {
    async insert(answer: FeedbackRequest, createdAt: Date): Promise<void> {
      await db
        .insert(feedback)
        .values({ answer: answer.gotThingsDone, text: answer.text, language: answer.language, createdAt });
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
