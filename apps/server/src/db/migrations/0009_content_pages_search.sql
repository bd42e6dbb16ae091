CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"translation_group" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"acf" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body_text" text GENERATED ALWAYS AS (btrim(regexp_replace(replace(replace(replace(replace(replace(replace(replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#8217;', '’'), '&#039;', ''''), '&amp;', '&'), '\s+', ' ', 'g'))) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when lang = 'en' then 'english'::regconfig else 'finnish'::regconfig end), title), 'A') || setweight(to_tsvector((case when lang = 'en' then 'english'::regconfig else 'finnish'::regconfig end), btrim(regexp_replace(replace(replace(replace(replace(replace(replace(replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#8217;', '’'), '&#039;', ''''), '&amp;', '&'), '\s+', ' ', 'g'))), 'B')) STORED NOT NULL,
	CONSTRAINT "content_pages_kind_lang_slug_uq" UNIQUE("kind","lang","slug"),
	CONSTRAINT "content_pages_kind_ck" CHECK ("content_pages"."kind" in ('page', 'block', 'post', 'bulletin')),
	CONSTRAINT "content_pages_lang_ck" CHECK ("content_pages"."lang" in ('fi', 'en'))
);
--> statement-breakpoint
CREATE INDEX "content_pages_group_idx" ON "content_pages" USING btree ("translation_group");--> statement-breakpoint
CREATE INDEX "content_pages_kind_lang_published_idx" ON "content_pages" USING btree ("kind","lang","published_at");--> statement-breakpoint
CREATE INDEX "content_pages_search_idx" ON "content_pages" USING gin ("search_vector");