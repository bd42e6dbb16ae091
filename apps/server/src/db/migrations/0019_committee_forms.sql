CREATE TABLE "committee_allowances" (
	"building_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"allowance_cents" integer NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "committee_allowances_pk" PRIMARY KEY("building_id","year"),
	CONSTRAINT "committee_allowances_cents_ck" CHECK ("committee_allowances"."allowance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "committee_buildings" (
	"committee_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	CONSTRAINT "committee_buildings_pk" PRIMARY KEY("committee_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "committee_form_receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "committee_form_receipts_key_uq" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "committee_form_review_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "committee_form_review_tokens_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "committee_form_state_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	CONSTRAINT "committee_form_state_changes_actor_ck" CHECK (("committee_form_state_changes"."actor_kind" = 'system') = ("committee_form_state_changes"."actor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "committee_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"committee_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"form_data" jsonb NOT NULL,
	"form_state" text DEFAULT 'Draft' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"building_id" uuid NOT NULL,
	"assignee_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "committee_forms_total_ck" CHECK ("committee_forms"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "committee_members" (
	"committee_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "committee_members_pk" PRIMARY KEY("committee_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "committees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "committee_allowances" ADD CONSTRAINT "committee_allowances_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_allowances" ADD CONSTRAINT "committee_allowances_set_by_staff_members_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_buildings" ADD CONSTRAINT "committee_buildings_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_buildings" ADD CONSTRAINT "committee_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_form_receipts" ADD CONSTRAINT "committee_form_receipts_form_id_committee_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."committee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_form_review_tokens" ADD CONSTRAINT "committee_form_review_tokens_form_id_committee_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."committee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_form_state_changes" ADD CONSTRAINT "committee_form_state_changes_form_id_committee_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."committee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD CONSTRAINT "committee_forms_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD CONSTRAINT "committee_forms_author_id_user_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD CONSTRAINT "committee_forms_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_forms" ADD CONSTRAINT "committee_forms_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "committee_buildings_building_uq" ON "committee_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "committee_form_receipts_form_idx" ON "committee_form_receipts" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "committee_form_review_tokens_form_idx" ON "committee_form_review_tokens" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "committee_form_state_changes_form_idx" ON "committee_form_state_changes" USING btree ("form_id","at");--> statement-breakpoint
CREATE INDEX "committee_forms_author_idx" ON "committee_forms" USING btree ("author_id","modified_at");--> statement-breakpoint
CREATE INDEX "committee_forms_committee_idx" ON "committee_forms" USING btree ("committee_id","form_state","published_at");--> statement-breakpoint
CREATE INDEX "committee_forms_queue_idx" ON "committee_forms" USING btree ("form_state","created_at","id");--> statement-breakpoint
CREATE INDEX "committee_forms_created_idx" ON "committee_forms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "committee_forms_building_created_idx" ON "committee_forms" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "committee_forms_assignee_created_idx" ON "committee_forms" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "committee_forms_open_due_idx" ON "committee_forms" USING btree ("due_at","id") WHERE "committee_forms"."form_state" <> 'ready';--> statement-breakpoint
CREATE UNIQUE INDEX "committee_members_user_uq" ON "committee_members" USING btree ("user_id");