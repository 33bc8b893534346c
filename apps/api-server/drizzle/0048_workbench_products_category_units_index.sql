CREATE INDEX IF NOT EXISTS "market_workbench_products_category_units_idx" ON "market_workbench_products" USING btree ("site","type_id","units_30");
