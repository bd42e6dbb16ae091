CREATE TABLE "staff_buildings" (
	"staff_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	CONSTRAINT "staff_buildings_pk" PRIMARY KEY("staff_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"all_buildings" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_email_uq" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"staff_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_roles_pk" PRIMARY KEY("staff_id","role")
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'tenant' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_buildings" ADD CONSTRAINT "staff_buildings_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_buildings" ADD CONSTRAINT "staff_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_buildings_building_idx" ON "staff_buildings" USING btree ("building_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_staff_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_ck" CHECK (("sessions"."kind" = 'tenant' and "sessions"."user_id" is not null and "sessions"."contract_id" is not null and "sessions"."staff_id" is null)
        or ("sessions"."kind" = 'staff' and "sessions"."staff_id" is not null and "sessions"."user_id" is null and "sessions"."contract_id" is null)
        or ("sessions"."kind" = 'impersonation' and "sessions"."staff_id" is not null and "sessions"."user_id" is not null and "sessions"."contract_id" is not null));