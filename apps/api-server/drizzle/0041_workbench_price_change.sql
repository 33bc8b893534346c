ALTER TABLE "market_workbench_products" ADD COLUMN "price_change_30" double precision;--> statement-breakpoint
-- Rows derived before this migration: the change the finder computed per request from the day 30 days
-- before the row's day (the derive, src/market/derive/workbench-derive.ts, recomputes it after each import).
UPDATE "market_workbench_products" w SET "price_change_30" = (w."price" - d."price") / d."price"
FROM "market_product_days" d WHERE d."goods_id" = w."goods_id" AND d."day" = w."day" - 30 AND d."price" > 0;
