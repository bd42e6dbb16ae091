CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"reason" text NOT NULL,
	"name_on_bill" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"name_on_bill" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_id_contract_period_uq" UNIQUE("id","contract_id","period_start"),
	CONSTRAINT "bills_period_start_ck" CHECK (extract(day from "bills"."period_start") = 1)
);
--> statement-breakpoint
CREATE TABLE "contract_references" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	CONSTRAINT "contract_references_number_uq" UNIQUE("reference_number"),
	CONSTRAINT "contract_references_digits_ck" CHECK ("contract_references"."reference_number" ~ '^[0-9]{4,20}$')
);
--> statement-breakpoint
CREATE TABLE "landlord_bank_accounts" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"recipient_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_deposits" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"voucher_amount_cents" integer DEFAULT 0 NOT NULL,
	"due_date" date,
	CONSTRAINT "security_deposits_amounts_ck" CHECK ("security_deposits"."amount_cents" >= 0 and "security_deposits"."voucher_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"category" integer NOT NULL,
	"subcategory" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stamp" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_stamp_uq" UNIQUE("stamp"),
	CONSTRAINT "payment_attempts_provider_transaction_uq" UNIQUE("provider_transaction_id"),
	CONSTRAINT "payment_attempts_amount_ck" CHECK ("payment_attempts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"payer_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_date" date NOT NULL,
	"source" text NOT NULL,
	"bank_archive_id" text,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_bank_archive_uq" UNIQUE("bank_archive_id"),
	CONSTRAINT "payments_provider_transaction_uq" UNIQUE("provider_transaction_id"),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_source_ck" CHECK (("payments"."source" = 'bank' and "payments"."bank_archive_id" is not null and "payments"."provider_transaction_id" is null)
        or ("payments"."source" = 'online' and "payments"."provider_transaction_id" is not null and "payments"."bank_archive_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_fk" FOREIGN KEY ("bill_id","contract_id","period_start") REFERENCES "public"."bills"("id","contract_id","period_start") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_targets" ADD CONSTRAINT "billing_targets_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_references" ADD CONSTRAINT "contract_references_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_bank_accounts" ADD CONSTRAINT "landlord_bank_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_contract_due_idx" ON "bill_lines" USING btree ("contract_id","due_date");--> statement-breakpoint
CREATE INDEX "billing_targets_contract_idx" ON "billing_targets" USING btree ("contract_id","start_date");--> statement-breakpoint
CREATE INDEX "bills_contract_period_idx" ON "bills" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contact_requests_user_created_idx" ON "contact_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_contract_idx" ON "contact_requests" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_created_idx" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_contract_idx" ON "payment_attempts" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_contract_paid_idx" ON "payments" USING btree ("contract_id","paid_date");