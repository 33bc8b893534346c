-- The second marketplace's product table (issue 32 item 3): Lazada's products with the figures of
-- market_workbench_products, in its shape (its columns, primary key and indexes), derived by the same
-- statement from the LZ- sites' products alone (market/derive/workbench-derive.ts), so Lazada's ranking
-- reads it as Shopee's reads its own, and Shopee's table, places and "All sites" never hold Lazada's.
CREATE TABLE "market_lz_workbench_products" (LIKE "market_workbench_products" INCLUDING ALL);
