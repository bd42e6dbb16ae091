CREATE TABLE "integration_assertions" (
	"client_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_assertions_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "integration_deliveries" (
	"name" text PRIMARY KEY NOT NULL,
	"delivered_id" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "integration_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE INDEX "integration_assertions_expires_idx" ON "integration_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "integration_events_type_idx" ON "integration_events" USING btree ("type","id");