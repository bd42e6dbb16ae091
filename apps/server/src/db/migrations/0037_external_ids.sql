-- The company's own ids (external_id) of the rows its tenancy system sends (modules/tenancy-sync): unique per kind, null for rows made in the portal.
ALTER TABLE "bill_lines" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_external_id_uq" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_external_id_uq" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_external_id_uq" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_external_id_uq" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_external_id_uq" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_external_id_uq" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_external_id_uq" UNIQUE("external_id");