CREATE TABLE "impersonation_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impersonation_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"viewing_id" uuid NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"session_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"staff_roles" jsonb NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"path" text,
	"cause" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "impersonation_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"oidc_nonce" text NOT NULL,
	"browser_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"login_nonce_hash" text,
	"login_expires_at" timestamp with time zone,
	"logged_in_at" timestamp with time zone,
	CONSTRAINT "impersonation_flows_login_nonce_uq" UNIQUE("login_nonce_hash")
);
--> statement-breakpoint
ALTER TABLE "impersonation_flows" ADD CONSTRAINT "impersonation_flows_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_flows" ADD CONSTRAINT "impersonation_flows_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_audit_session_idx" ON "impersonation_audit" USING btree ("session_hash","event");--> statement-breakpoint
CREATE INDEX "impersonation_audit_user_idx" ON "impersonation_audit" USING btree ("user_id","event","at");--> statement-breakpoint
CREATE INDEX "impersonation_flows_expires_idx" ON "impersonation_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE FUNCTION "impersonation_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'impersonation_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "impersonation_audit_no_change" BEFORE UPDATE OR DELETE ON "impersonation_audit"
  FOR EACH ROW EXECUTE FUNCTION "impersonation_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "impersonation_audit_no_truncate" BEFORE TRUNCATE ON "impersonation_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "impersonation_audit_append_only"();--> statement-breakpoint
CREATE FUNCTION "impersonation_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "impersonation_audit" ("viewing_id", "event", "at", "session_hash", "staff_id", "staff_name",
      "staff_roles", "user_id", "person_id", "contract_id", "reason", "cause")
    SELECT s."viewing_id", 'end', least(OLD."expires_at", now()), s."session_hash", s."staff_id", s."staff_name",
      s."staff_roles", s."user_id", s."person_id", s."contract_id", s."reason", 'expired'
    FROM "impersonation_audit" s
    WHERE s."session_hash" = OLD."id" AND s."event" = 'start'
      AND NOT EXISTS (SELECT 1 FROM "impersonation_audit" e WHERE e."session_hash" = OLD."id" AND e."event" = 'end');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_impersonation_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD."kind" = 'impersonation') EXECUTE FUNCTION "impersonation_session_ended"();
