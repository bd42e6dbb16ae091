CREATE TABLE "sandbox_idp_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"signing_keys" jsonb NOT NULL,
	"cookie_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_idp_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"uid" text,
	"user_code" text,
	"grant_id" text,
	"consumed" bigint,
	"expires_at" timestamp with time zone,
	CONSTRAINT "sandbox_idp_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"stamp" text NOT NULL,
	"request" jsonb NOT NULL,
	"algorithm" text NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_stamp_uq" UNIQUE("stamp")
);
--> statement-breakpoint
CREATE INDEX "sandbox_idp_records_uid_idx" ON "sandbox_idp_records" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "sandbox_idp_records_grant_idx" ON "sandbox_idp_records" USING btree ("model","grant_id");--> statement-breakpoint
CREATE INDEX "sandbox_idp_records_expires_idx" ON "sandbox_idp_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_payment_nonces_used_idx" ON "sandbox_payment_nonces" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_idx" ON "sandbox_payments" USING btree ("created_at");