-- Which urgent notices a person has read: an urgent notice stays a bulletin until it is read.
CREATE TABLE "notice_reads" (
	"person_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_person_id_post_id_pk" PRIMARY KEY("person_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_post_id_company_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."company_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reads_post_idx" ON "notice_reads" USING btree ("post_id");