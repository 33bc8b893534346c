DROP INDEX "market_product_days_goods_day_idx";--> statement-breakpoint
CREATE INDEX "market_product_days_goods_day_idx" ON "market_product_days" USING btree ("goods_id","day","sales","price","stock","category_rank","observed_at");--> statement-breakpoint
DROP INDEX "market_products_shop_idx";--> statement-breakpoint
CREATE INDEX "market_products_shop_listed_idx" ON "market_products" USING btree ("shop_id","listed_at","goods_id");--> statement-breakpoint
CREATE INDEX "market_keyword_days_keyword_day_idx" ON "market_keyword_days" USING btree ("keyword_id","day","search_index","product_base");
