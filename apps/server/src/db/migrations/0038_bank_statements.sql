CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_iban" text NOT NULL,
	"entry_ref" text NOT NULL,
	"credit" boolean NOT NULL,
	"reversal" boolean NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"reference" text,
	"payer_name" text,
	"message_id" text NOT NULL,
	"outcome" text NOT NULL,
	"contract_id" uuid,
	"payment_id" uuid,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_entries_key_uq" UNIQUE("account_iban","entry_ref","credit"),
	CONSTRAINT "bank_entries_amount_ck" CHECK ("bank_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_payment_state_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_item_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	CONSTRAINT "bank_payment_state_changes_actor_ck" CHECK (("bank_payment_state_changes"."actor_kind" = 'system') = ("bank_payment_state_changes"."actor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "unmatched_bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"state" text DEFAULT 'Unmatched' NOT NULL,
	"reason" text NOT NULL,
	"building_id" uuid NOT NULL,
	"assignee_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"contract_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unmatched_bank_payments_entry_uq" UNIQUE("entry_id")
);
--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payment_state_changes" ADD CONSTRAINT "bank_payment_state_changes_payment_item_id_unmatched_bank_payments_id_fk" FOREIGN KEY ("payment_item_id") REFERENCES "public"."unmatched_bank_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_bank_payments" ADD CONSTRAINT "unmatched_bank_payments_entry_id_bank_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_bank_payments" ADD CONSTRAINT "unmatched_bank_payments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_bank_payments" ADD CONSTRAINT "unmatched_bank_payments_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_bank_payments" ADD CONSTRAINT "unmatched_bank_payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_entries_reference_idx" ON "bank_entries" USING btree ("account_iban","reference");--> statement-breakpoint
CREATE INDEX "bank_payment_state_changes_item_idx" ON "bank_payment_state_changes" USING btree ("payment_item_id","at");--> statement-breakpoint
CREATE INDEX "unmatched_bank_payments_created_idx" ON "unmatched_bank_payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "unmatched_bank_payments_building_created_idx" ON "unmatched_bank_payments" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "unmatched_bank_payments_assignee_created_idx" ON "unmatched_bank_payments" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "unmatched_bank_payments_open_due_idx" ON "unmatched_bank_payments" USING btree ("due_at","id") WHERE "unmatched_bank_payments"."state" not in ('Placed', 'Returned', 'Reversed');