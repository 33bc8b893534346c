DROP INDEX "market_product_days_goods_day_idx";--> statement-breakpoint
CREATE INDEX "market_shop_days_history_idx" ON "market_shop_days" USING btree ("shop_id","day","sales","gmv","products_sold");--> statement-breakpoint
CREATE INDEX "market_product_days_goods_day_idx" ON "market_product_days" USING btree ("goods_id","day","sales","price","stock","category_rank");