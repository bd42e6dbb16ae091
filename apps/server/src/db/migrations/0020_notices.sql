CREATE TABLE "company_post_buildings" (
	"post_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	CONSTRAINT "company_post_buildings_building_id_post_id_pk" PRIMARY KEY("building_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "company_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title_fi" text NOT NULL,
	"title_en" text NOT NULL,
	"text_fi" text NOT NULL,
	"text_en" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"audience" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"location" text,
	"publish_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_posts_event_ck" CHECK (("company_posts"."kind" = 'event') = ("company_posts"."audience" is not null and "company_posts"."starts_at" is not null)),
	CONSTRAINT "company_posts_urgent_ck" CHECK ("company_posts"."kind" = 'notice' or not "company_posts"."urgent")
);
--> statement-breakpoint
CREATE TABLE "cost_center_buildings" (
	"building_id" uuid PRIMARY KEY NOT NULL,
	"cost_center_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cost_centers_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cost_center_id" uuid,
	"building_id" uuid,
	"apartment_id" uuid,
	"folder" text NOT NULL,
	"subfolder" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_uq" UNIQUE("storage_key"),
	CONSTRAINT "documents_one_owner_ck" CHECK (num_nonnulls("documents"."cost_center_id", "documents"."building_id", "documents"."apartment_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "company_post_buildings" ADD CONSTRAINT "company_post_buildings_post_id_company_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."company_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_post_buildings" ADD CONSTRAINT "company_post_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_posts" ADD CONSTRAINT "company_posts_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_buildings" ADD CONSTRAINT "cost_center_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_buildings" ADD CONSTRAINT "cost_center_buildings_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_post_buildings_post_idx" ON "company_post_buildings" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "company_posts_urgent_idx" ON "company_posts" USING btree ("publish_at") WHERE "company_posts"."urgent";--> statement-breakpoint
CREATE INDEX "cost_center_buildings_cost_center_idx" ON "cost_center_buildings" USING btree ("cost_center_id");--> statement-breakpoint
CREATE INDEX "documents_building_idx" ON "documents" USING btree ("building_id","folder","created_at");--> statement-breakpoint
CREATE INDEX "documents_apartment_idx" ON "documents" USING btree ("apartment_id","folder","created_at");--> statement-breakpoint
CREATE INDEX "documents_cost_center_idx" ON "documents" USING btree ("cost_center_id","folder","created_at");