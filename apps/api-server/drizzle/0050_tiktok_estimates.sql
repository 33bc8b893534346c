-- The short-video marketplace's figures from what a crawler sees (issue 33): its feed (format 2) carries each
-- product's sold counter as shown and the pass's instant instead of its units; the importer estimates the
-- units with an interval (market/estimate/) and keeps the pass, as market_product_days does; a video's and a
-- live's units of a product are attributed by the derive (with an interval). The data imported from format 1
-- (the truth) is dropped: local mode writes its 60 days again when market_tt_feed_sets is empty.
DELETE FROM "market_tt_feed_sets";
--> statement-breakpoint
DELETE FROM "market_tt_product_days";
--> statement-breakpoint
DELETE FROM "market_tt_video_days";
--> statement-breakpoint
DELETE FROM "market_tt_video_goods";
--> statement-breakpoint
DELETE FROM "market_tt_live_goods";
--> statement-breakpoint
DELETE FROM "market_tt_lives";
--> statement-breakpoint
DELETE FROM "market_tt_days";
--> statement-breakpoint
DELETE FROM "market_tt_items";
--> statement-breakpoint
DELETE FROM "market_tt_creator_goods";
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "sales_low" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "sales_high" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "estimate_basis" text NOT NULL DEFAULT 'none';
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "provisional" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "sold_low" integer;
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "sold_high" integer;
--> statement-breakpoint
ALTER TABLE "market_tt_product_days" ADD COLUMN "observed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "market_tt_video_goods" ADD COLUMN "sales_low" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "market_tt_video_goods" ADD COLUMN "sales_high" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "market_tt_live_goods" ADD COLUMN "sales_low" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "market_tt_live_goods" ADD COLUMN "sales_high" integer NOT NULL DEFAULT 0;
