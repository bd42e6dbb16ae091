ALTER TABLE "persons" ADD COLUMN "phone_normalised" text;--> statement-breakpoint
-- Numbers already on file, in the spelling of normalisePhoneNumber (packages/schemas): separators
-- go, 00 becomes +, a national number gets +358. New rows get the column from the server.
UPDATE "persons" SET "phone_normalised" = regexp_replace(regexp_replace(regexp_replace(btrim("phone"), '[[:space:]()-]', '', 'g'), '^00', '+'), '^0', '+358') WHERE "phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "persons_phone_normalised_idx" ON "persons" USING btree ("phone_normalised");
