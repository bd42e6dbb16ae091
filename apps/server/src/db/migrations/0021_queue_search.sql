-- The queue's text search (ILIKE over subject and description) by trigram indexes, and its
-- category filter by index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "defect_notices_subject_trgm_idx" ON "defect_notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "defect_notices_description_trgm_idx" ON "defect_notices" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "defect_notices_class_created_idx" ON "defect_notices" USING btree ("defect_class","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_subject_trgm_idx" ON "contact_requests" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_requests_description_trgm_idx" ON "contact_requests" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_requests_category_created_idx" ON "contact_requests" USING btree ("category","created_at","id");