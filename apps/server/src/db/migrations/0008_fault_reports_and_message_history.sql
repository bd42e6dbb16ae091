CREATE TABLE "defect_notice_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "defect_notice_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "defect_notice_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defect_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"defect_class" text NOT NULL,
	"affected_area" text NOT NULL,
	"has_pets_in_apartment" boolean NOT NULL,
	"pets_description" text,
	"master_key_access_allowed" boolean NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_request_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "defect_notice_attachments" ADD CONSTRAINT "defect_notice_attachments_notice_id_defect_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."defect_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notice_status_changes" ADD CONSTRAINT "defect_notice_status_changes_notice_id_defect_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."defect_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notices" ADD CONSTRAINT "defect_notices_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notices" ADD CONSTRAINT "defect_notices_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_notices" ADD CONSTRAINT "defect_notices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_status_changes" ADD CONSTRAINT "contact_request_status_changes_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "defect_notice_attachments_position_idx" ON "defect_notice_attachments" USING btree ("notice_id","position");--> statement-breakpoint
CREATE INDEX "defect_notice_status_changes_notice_idx" ON "defect_notice_status_changes" USING btree ("notice_id","at");--> statement-breakpoint
CREATE INDEX "defect_notices_user_created_idx" ON "defect_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "defect_notices_contract_created_idx" ON "defect_notices" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "defect_notices_queue_idx" ON "defect_notices" USING btree ("created_at") WHERE "defect_notices"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "contact_request_status_changes_request_idx" ON "contact_request_status_changes" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "contact_requests_queue_idx" ON "contact_requests" USING btree ("created_at") WHERE "contact_requests"."status" = 'sent';--> statement-breakpoint
-- Messages sent before their history was kept: received when created.
UPDATE "contact_requests" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "contact_request_status_changes" ("request_id", "status", "at") SELECT "id", 'sent', "created_at" FROM "contact_requests";
