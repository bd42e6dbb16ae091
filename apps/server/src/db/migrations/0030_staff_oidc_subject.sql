ALTER TABLE "staff_members" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_oidc_subject_uq" UNIQUE("oidc_subject");