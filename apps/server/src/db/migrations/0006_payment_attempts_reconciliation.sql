ALTER TABLE "payment_attempts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_next_check_idx" ON "payment_attempts" USING btree ("next_check_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
-- Attempts already pending are checked like new ones: a few minutes after they were made.
UPDATE "payment_attempts" SET "next_check_at" = "created_at" + interval '5 minutes' WHERE "status" = 'pending';
