CREATE TABLE "apartment_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apartment_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"caption_fi" text NOT NULL,
	"caption_en" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "apartment_images_file_key_uq" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "building_facts" (
	"building_id" uuid PRIMARY KEY NOT NULL,
	"built_year" integer NOT NULL,
	"floors" integer NOT NULL,
	"heating" text DEFAULT 'district' NOT NULL,
	"has_lift" boolean DEFAULT false NOT NULL,
	"has_sauna" boolean DEFAULT false NOT NULL,
	"has_laundry" boolean DEFAULT false NOT NULL,
	"emergency_plan_key" text,
	"maintenance_email" text,
	"property_manager_name" text,
	"property_manager_email" text,
	"property_manager_phone" text
);
--> statement-breakpoint
CREATE TABLE "customer_service_contacts" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_readings" (
	"apartment_id" uuid NOT NULL,
	"month" date NOT NULL,
	"cold_litres" integer NOT NULL,
	"hot_litres" integer NOT NULL,
	CONSTRAINT "water_readings_apartment_month_uq" UNIQUE("apartment_id","month"),
	CONSTRAINT "water_readings_month_ck" CHECK (extract(day from "water_readings"."month") = 1),
	CONSTRAINT "water_readings_litres_ck" CHECK ("water_readings"."cold_litres" >= 0 and "water_readings"."hot_litres" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_details" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'residential' NOT NULL,
	"temporary" boolean DEFAULT false NOT NULL,
	"months" integer,
	"water_billing" text DEFAULT 'perPerson' NOT NULL,
	"notice_months" integer DEFAULT 1 NOT NULL,
	"terminated_on" date,
	"pending_termination_tenant_approvals" boolean DEFAULT false NOT NULL,
	"pending_termination_review" boolean DEFAULT false NOT NULL,
	"is_estate_contract" boolean DEFAULT false NOT NULL,
	"has_guardian_of_interests" boolean DEFAULT false NOT NULL,
	"missing_resident_users" boolean DEFAULT false NOT NULL,
	"tenants_with_undetermined_age" boolean DEFAULT false NOT NULL,
	"has_company_tenant" boolean DEFAULT false NOT NULL,
	"pending_modification_request" boolean DEFAULT false NOT NULL,
	"contract_tag" text,
	CONSTRAINT "lease_details_months_ck" CHECK ("lease_details"."months" is null or "lease_details"."months" > 0),
	CONSTRAINT "lease_details_notice_ck" CHECK ("lease_details"."notice_months" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"meta" jsonb,
	"is_closeable" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"dedupe_key" text
);
--> statement-breakpoint
ALTER TABLE "apartment_images" ADD CONSTRAINT "apartment_images_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_facts" ADD CONSTRAINT "building_facts_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_contacts" ADD CONSTRAINT "customer_service_contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_readings" ADD CONSTRAINT "water_readings_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_details" ADD CONSTRAINT "lease_details_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_images_apartment_idx" ON "apartment_images" USING btree ("apartment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_uq" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_contract_idx" ON "notifications" USING btree ("contract_id","created_at");