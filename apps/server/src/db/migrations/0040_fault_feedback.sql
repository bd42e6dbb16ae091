CREATE TABLE "defect_notice_feedback" (
	"notice_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "defect_notice_feedback_rating_ck" CHECK ("defect_notice_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "defect_notice_reopenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "defect_notice_feedback" ADD CONSTRAINT "defect_notice_feedback_notice_id_defect_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."defect_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notice_feedback" ADD CONSTRAINT "defect_notice_feedback_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notice_reopenings" ADD CONSTRAINT "defect_notice_reopenings_notice_id_defect_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."defect_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notice_reopenings" ADD CONSTRAINT "defect_notice_reopenings_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "defect_notice_feedback_at_idx" ON "defect_notice_feedback" USING btree ("at");--> statement-breakpoint
CREATE INDEX "defect_notice_reopenings_notice_idx" ON "defect_notice_reopenings" USING btree ("notice_id","at");