-- The exclusion constraint below compares resource ids (=) and time ranges (&&) in one GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name_fi" text NOT NULL,
	"name_en" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	"window_days" integer NOT NULL,
	"quota" integer NOT NULL,
	"late_cancel_hours" integer NOT NULL,
	"fixed_turn_fee_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_resources_hours_ck" CHECK ("booking_resources"."slot_minutes" > 0 and "booking_resources"."opens_minute" >= 0 and "booking_resources"."closes_minute" <= 1440 and "booking_resources"."opens_minute" + "booking_resources"."slot_minutes" <= "booking_resources"."closes_minute"),
	CONSTRAINT "booking_resources_rules_ck" CHECK ("booking_resources"."window_days" > 0 and "booking_resources"."quota" > 0 and "booking_resources"."late_cancel_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"apartment_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"late_cancel" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bookings_span_ck" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "fixed_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"apartment_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"monthly_fee_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"billing_target_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixed_turns_weekday_ck" CHECK ("fixed_turns"."weekday" between 1 and 7),
	CONSTRAINT "fixed_turns_period_ck" CHECK ("fixed_turns"."valid_until" is null or "fixed_turns"."valid_until" >= "fixed_turns"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "booking_feeds" ADD CONSTRAINT "booking_feeds_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_feeds" ADD CONSTRAINT "booking_feeds_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_turns" ADD CONSTRAINT "fixed_turns_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_turns" ADD CONSTRAINT "fixed_turns_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_turns" ADD CONSTRAINT "fixed_turns_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_turns" ADD CONSTRAINT "fixed_turns_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_turns" ADD CONSTRAINT "fixed_turns_billing_target_id_billing_targets_id_fk" FOREIGN KEY ("billing_target_id") REFERENCES "public"."billing_targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_feeds_tenant_uq" ON "booking_feeds" USING btree ("contract_id","person_id");--> statement-breakpoint
CREATE INDEX "booking_resources_building_idx" ON "booking_resources" USING btree ("building_id","position");--> statement-breakpoint
CREATE INDEX "bookings_resource_starts_idx" ON "bookings" USING btree ("resource_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_contract_starts_idx" ON "bookings" USING btree ("contract_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_apartment_resource_ends_idx" ON "bookings" USING btree ("apartment_id","resource_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_turns_slot_uq" ON "fixed_turns" USING btree ("resource_id","weekday","start_minute") WHERE "fixed_turns"."valid_until" is null;--> statement-breakpoint
CREATE INDEX "fixed_turns_contract_idx" ON "fixed_turns" USING btree ("contract_id");--> statement-breakpoint
-- No two active bookings of one resource overlap, whoever races for the slot.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);
