CREATE TABLE "content_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "content_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_pages_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_generation_bump"();
