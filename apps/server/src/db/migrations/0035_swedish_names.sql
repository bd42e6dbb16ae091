ALTER TABLE "booking_resources" ADD COLUMN "name_sv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "title_sv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apartment_images" ADD COLUMN "caption_sv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_posts" ADD COLUMN "title_sv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_posts" ADD COLUMN "text_sv" text DEFAULT '' NOT NULL;