CREATE TABLE "replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"defect_notice_id" uuid,
	"contact_request_id" uuid,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replies_one_item_ck" CHECK (num_nonnulls("replies"."defect_notice_id", "replies"."contact_request_id") = 1),
	CONSTRAINT "replies_author_ck" CHECK (("replies"."kind" = 'answer' and "replies"."actor_kind" = 'tenant') or ("replies"."kind" <> 'answer' and "replies"."actor_kind" = 'staff')),
	CONSTRAINT "replies_actor_ck" CHECK (("replies"."actor_kind" = 'system') = ("replies"."actor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_defect_notice_id_defect_notices_id_fk" FOREIGN KEY ("defect_notice_id") REFERENCES "public"."defect_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replies_defect_notice_idx" ON "replies" USING btree ("defect_notice_id","created_at");--> statement-breakpoint
CREATE INDEX "replies_contact_request_idx" ON "replies" USING btree ("contact_request_id","created_at");--> statement-breakpoint
CREATE INDEX "reply_templates_language_idx" ON "reply_templates" USING btree ("language","title");