-- The derived rows lack the 180-day figures: emptied, so the refresher derives them again at its next pass
-- (src/market/refresh/refresher.ts statsBehind: stats present and no workbench rows).
DELETE FROM "market_workbench_products";--> statement-breakpoint
ALTER TABLE "market_workbench_products" ADD COLUMN "units_180" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "market_workbench_products" ADD COLUMN "gmv_180" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "market_workbench_products" ADD COLUMN "prev_units_180" integer NOT NULL;--> statement-breakpoint
CREATE INDEX "market_product_days_goods_day_idx" ON "market_product_days" USING btree ("goods_id","day");