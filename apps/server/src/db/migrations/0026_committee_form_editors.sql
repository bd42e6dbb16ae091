ALTER TABLE "committee_forms" ADD COLUMN "modified_by" uuid;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD CONSTRAINT "committee_forms_modified_by_user_accounts_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD CONSTRAINT "committee_forms_sent_by_user_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The forms written before: their author wrote them last, and sent them (the history says who).
UPDATE "committee_forms" SET "modified_by" = "author_id" WHERE "modified_by" IS NULL;--> statement-breakpoint
UPDATE "committee_forms" AS f SET "sent_by" = (
  SELECT h."actor_id" FROM "committee_form_state_changes" AS h
  WHERE h."form_id" = f."id" AND h."state" = 'AwaitingApproval' AND h."actor_kind" = 'tenant'
  ORDER BY h."at" DESC LIMIT 1
) WHERE f."form_state" <> 'Draft';
