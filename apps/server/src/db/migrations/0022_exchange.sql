CREATE TABLE "exchange_application_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	CONSTRAINT "exchange_application_status_changes_actor_ck" CHECK (("exchange_application_status_changes"."actor_kind" = 'system') = ("exchange_application_status_changes"."actor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "exchange_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"own_notice_id" uuid,
	"message" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"building_id" uuid NOT NULL,
	"assignee_id" uuid,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_notice_state_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	CONSTRAINT "exchange_notice_state_changes_actor_ck" CHECK (("exchange_notice_state_changes"."actor_kind" = 'system') = ("exchange_notice_state_changes"."actor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "exchange_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"secret_hash" text NOT NULL,
	"language" text NOT NULL,
	"street_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"rooms" integer NOT NULL,
	"area_m2" numeric(6, 1) NOT NULL,
	"rent_cents" integer NOT NULL,
	"water_advance_cents" integer,
	"building_type" text NOT NULL,
	"built_year" integer,
	"apartments_in_building" integer NOT NULL,
	"floors" integer,
	"lift" boolean,
	"description" text NOT NULL,
	"wish_cities" text[] NOT NULL,
	"wish_rooms" integer[] NOT NULL,
	"wish_area_min" numeric(6, 1),
	"wish_area_max" numeric(6, 1),
	"wish_rent_min_cents" integer,
	"wish_rent_max_cents" integer,
	"wish_text" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminded_for" timestamp with time zone,
	"removal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_notices_published_ck" CHECK ("exchange_notices"."state" in ('new', 'deleted') or "exchange_notices"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "exchange_application_status_changes" ADD CONSTRAINT "exchange_application_status_changes_request_id_exchange_applications_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."exchange_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_notice_id_exchange_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."exchange_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_own_notice_id_exchange_notices_id_fk" FOREIGN KEY ("own_notice_id") REFERENCES "public"."exchange_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_notice_state_changes" ADD CONSTRAINT "exchange_notice_state_changes_notice_id_exchange_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."exchange_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_notices" ADD CONSTRAINT "exchange_notices_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_notices" ADD CONSTRAINT "exchange_notices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_notices" ADD CONSTRAINT "exchange_notices_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_application_status_changes_request_idx" ON "exchange_application_status_changes" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "exchange_applications_user_idx" ON "exchange_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_applications_queue_idx" ON "exchange_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "exchange_applications_created_idx" ON "exchange_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exchange_applications_building_created_idx" ON "exchange_applications" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "exchange_applications_assignee_created_idx" ON "exchange_applications" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "exchange_applications_open_due_idx" ON "exchange_applications" USING btree ("due_at","id") WHERE "exchange_applications"."status" <> 'ready';--> statement-breakpoint
CREATE INDEX "exchange_notice_state_changes_notice_idx" ON "exchange_notice_state_changes" USING btree ("notice_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_notices_one_valid_uq" ON "exchange_notices" USING btree ("user_id") WHERE "exchange_notices"."state" in ('new', 'published');--> statement-breakpoint
CREATE INDEX "exchange_notices_user_idx" ON "exchange_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_notices_published_idx" ON "exchange_notices" USING btree ("published_at","id") WHERE "exchange_notices"."state" = 'published';--> statement-breakpoint
CREATE INDEX "exchange_notices_city_published_idx" ON "exchange_notices" USING btree ("city","published_at","id") WHERE "exchange_notices"."state" = 'published';--> statement-breakpoint
CREATE INDEX "exchange_notices_wish_cities_idx" ON "exchange_notices" USING gin ("wish_cities") WHERE "exchange_notices"."state" = 'published';--> statement-breakpoint
CREATE INDEX "exchange_notices_expires_idx" ON "exchange_notices" USING btree ("expires_at") WHERE "exchange_notices"."state" = 'published';--> statement-breakpoint
CREATE INDEX "exchange_notices_contract_idx" ON "exchange_notices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "exchange_notices_building_created_idx" ON "exchange_notices" USING btree ("building_id","created_at","id");