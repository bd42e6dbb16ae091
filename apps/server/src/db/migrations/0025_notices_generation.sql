CREATE TABLE "notices_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "notices_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "notices_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notices_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "company_posts_notices_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notices_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "company_post_buildings_notices_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_post_buildings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notices_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "documents_notices_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "notices_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "committee_forms_notices_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "committee_forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notices_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "committee_buildings_notices_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "committee_buildings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notices_generation_bump"();
