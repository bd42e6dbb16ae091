DROP INDEX "bookings_resource_starts_idx";--> statement-breakpoint
CREATE INDEX "bookings_resource_week_idx" ON "bookings" USING btree ("resource_id","starts_at","ends_at","apartment_id","id") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "fixed_turns_resource_idx" ON "fixed_turns" USING btree ("resource_id","weekday");