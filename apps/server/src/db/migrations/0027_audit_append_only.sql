ALTER TABLE "impersonation_audit" ADD COLUMN "method" text;--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change the database makes itself: an account deleted, its rows keep all but its id
  -- (the user_id foreign key's ON DELETE SET NULL, an update made from within its own trigger).
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD."user_id" IS NOT NULL AND NEW."user_id" IS NULL
      AND (NEW."id", NEW."at", NEW."action", NEW."person_id", NEW."address", NEW."details")
        IS NOT DISTINCT FROM (OLD."id", OLD."at", OLD."action", OLD."person_id", OLD."address", OLD."details") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
