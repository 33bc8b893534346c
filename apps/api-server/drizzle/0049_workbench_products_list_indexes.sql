CREATE INDEX IF NOT EXISTS "market_workbench_products_likes_idx" ON "market_workbench_products" USING btree ("likes" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_workbench_products_listed_idx" ON "market_workbench_products" USING btree ("listed_day");
