CREATE TABLE "termination_confirmations" (
	"state" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"notice_id" uuid,
	"form" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termination_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"sender_person_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"end_date" date NOT NULL,
	"form" jsonb NOT NULL,
	"rejection_reason" text,
	"refund_plan" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"building_id" uuid NOT NULL,
	"assignee_id" uuid,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termination_parties" (
	"notice_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"approval" text NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "termination_parties_uq" UNIQUE("notice_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "termination_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	CONSTRAINT "termination_status_changes_actor_ck" CHECK (("termination_status_changes"."actor_kind" = 'system') = ("termination_status_changes"."actor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "termination_confirmations" ADD CONSTRAINT "termination_confirmations_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_confirmations" ADD CONSTRAINT "termination_confirmations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_confirmations" ADD CONSTRAINT "termination_confirmations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_confirmations" ADD CONSTRAINT "termination_confirmations_notice_id_termination_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."termination_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_notices" ADD CONSTRAINT "termination_notices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_notices" ADD CONSTRAINT "termination_notices_sender_person_id_persons_id_fk" FOREIGN KEY ("sender_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_notices" ADD CONSTRAINT "termination_notices_sender_user_id_user_accounts_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_notices" ADD CONSTRAINT "termination_notices_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_notices" ADD CONSTRAINT "termination_notices_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_parties" ADD CONSTRAINT "termination_parties_notice_id_termination_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."termination_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_parties" ADD CONSTRAINT "termination_parties_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_status_changes" ADD CONSTRAINT "termination_status_changes_notice_id_termination_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."termination_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "termination_notices_contract_idx" ON "termination_notices" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "termination_notices_open_uq" ON "termination_notices" USING btree ("contract_id") WHERE "termination_notices"."status" in ('pending_tenant_approval', 'ready_for_review');--> statement-breakpoint
CREATE INDEX "termination_notices_queue_idx" ON "termination_notices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "termination_notices_building_created_idx" ON "termination_notices" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "termination_status_changes_notice_idx" ON "termination_status_changes" USING btree ("notice_id","at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;