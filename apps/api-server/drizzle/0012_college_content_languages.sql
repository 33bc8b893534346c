ALTER TABLE "content_items" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;