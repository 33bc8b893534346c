CREATE TABLE "market_workbench_product_scan" (
	"goods_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"shop_type" text,
	"brand_id" integer,
	"listed_at" timestamp with time zone NOT NULL,
	"listed_day" date NOT NULL,
	"price" double precision NOT NULL,
	"per_usd" double precision NOT NULL,
	"rating" real NOT NULL,
	"reviews" integer NOT NULL,
	"likes" integer NOT NULL,
	"units_1" integer NOT NULL,
	"units_7" integer NOT NULL,
	"units_30" integer NOT NULL,
	"units_90" integer NOT NULL,
	"gmv_1" double precision NOT NULL,
	"gmv_7" double precision NOT NULL,
	"gmv_30" double precision NOT NULL,
	"gmv_90" double precision NOT NULL,
	"prev_units_1" integer NOT NULL,
	"prev_units_7" integer NOT NULL,
	"prev_units_30" integer NOT NULL,
	"prev_units_90" integer NOT NULL,
	"prev2_units_1" integer NOT NULL,
	"prev2_units_7" integer NOT NULL,
	"prev2_units_30" integer NOT NULL,
	"price_change_30" double precision
);
--> statement-breakpoint
INSERT INTO "market_workbench_product_scan" SELECT "goods_id", "day", "site", "type_id", "sub_type_id", "shop_type", "brand_id", "listed_at", "listed_day", "price", "per_usd", "rating", "reviews", "likes", "units_1", "units_7", "units_30", "units_90", "gmv_1", "gmv_7", "gmv_30", "gmv_90", "prev_units_1", "prev_units_7", "prev_units_30", "prev_units_90", "prev2_units_1", "prev2_units_7", "prev2_units_30", "price_change_30" FROM "market_workbench_products";
--> statement-breakpoint
ANALYZE "market_workbench_product_scan";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_tt_items_parent_idx" ON "market_tt_items" USING btree ("entity","parent_id","units_30");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_tt_products_shop_idx" ON "market_tt_products" USING btree ("shop_id");
