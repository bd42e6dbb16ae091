CREATE TABLE "termination_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"notice_id" uuid,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "termination_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "termination_files" ADD CONSTRAINT "termination_files_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_files" ADD CONSTRAINT "termination_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_files" ADD CONSTRAINT "termination_files_notice_id_termination_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."termination_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "termination_files_notice_idx" ON "termination_files" USING btree ("notice_id","created_at");--> statement-breakpoint
CREATE INDEX "termination_files_user_idx" ON "termination_files" USING btree ("user_id","notice_id");