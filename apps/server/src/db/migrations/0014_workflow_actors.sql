DROP INDEX "defect_notices_queue_idx";--> statement-breakpoint
DROP INDEX "contact_requests_queue_idx";--> statement-breakpoint
ALTER TABLE "defect_notice_status_changes" ADD COLUMN "actor_kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "defect_notice_status_changes" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_request_status_changes" ADD COLUMN "actor_kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_request_status_changes" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
-- Until now only the tenant's sending wrote 'sent' rows; every later change was the product's own.
UPDATE "defect_notice_status_changes" AS c SET "actor_kind" = 'tenant', "actor_id" = n."user_id" FROM "defect_notices" AS n WHERE n."id" = c."notice_id" AND c."status" = 'sent';--> statement-breakpoint
UPDATE "contact_request_status_changes" AS c SET "actor_kind" = 'tenant', "actor_id" = r."user_id" FROM "contact_requests" AS r WHERE r."id" = c."request_id" AND c."status" = 'sent';--> statement-breakpoint
-- From now on every row names its actor.
ALTER TABLE "defect_notice_status_changes" ALTER COLUMN "actor_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contact_request_status_changes" ALTER COLUMN "actor_kind" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "defect_notices_queue_idx" ON "defect_notices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_queue_idx" ON "contact_requests" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "defect_notice_status_changes" ADD CONSTRAINT "defect_notice_status_changes_actor_ck" CHECK (("defect_notice_status_changes"."actor_kind" = 'system') = ("defect_notice_status_changes"."actor_id" is null));--> statement-breakpoint
ALTER TABLE "contact_request_status_changes" ADD CONSTRAINT "contact_request_status_changes_actor_ck" CHECK (("contact_request_status_changes"."actor_kind" = 'system') = ("contact_request_status_changes"."actor_id" is null));
