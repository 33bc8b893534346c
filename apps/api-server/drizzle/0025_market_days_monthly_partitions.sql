-- Custom migration (issue 28 item 3): the four day-keyed daily tables become range-partitioned by
-- month (drizzle's pgTable cannot declare PARTITION BY). Each old table is renamed and loses its key
-- (so the new table takes the same constraint and index names), a partition is made for every month
-- it holds, its rows move over and it is dropped. Later months are created as days arrive and old
-- ones detached by src/market/partitions.ts, whose name for a month's partition (<table>_pYYYYMM)
-- this repeats. No default partition: a row of a month without one fails loudly (and a default one
-- would forbid DETACH ... CONCURRENTLY). Lives and slots stay whole: they are keyed by their own id
-- (the importer upserts by it, and a partitioned table's keys must hold the day) and are small.
ALTER TABLE "market_category_days" RENAME TO "market_category_days_unpartitioned";--> statement-breakpoint
ALTER TABLE "market_category_days_unpartitioned" DROP CONSTRAINT "market_category_days_day_site_type_id_pk";--> statement-breakpoint
ALTER TABLE "market_product_days" RENAME TO "market_product_days_unpartitioned";--> statement-breakpoint
ALTER TABLE "market_product_days_unpartitioned" DROP CONSTRAINT "market_product_days_day_goods_id_pk";--> statement-breakpoint
DROP INDEX "market_product_days_goods_day_idx";--> statement-breakpoint
ALTER TABLE "market_shop_days" RENAME TO "market_shop_days_unpartitioned";--> statement-breakpoint
ALTER TABLE "market_shop_days_unpartitioned" DROP CONSTRAINT "market_shop_days_shop_id_day_pk";--> statement-breakpoint
ALTER TABLE "market_keyword_days" RENAME TO "market_keyword_days_unpartitioned";--> statement-breakpoint
ALTER TABLE "market_keyword_days_unpartitioned" DROP CONSTRAINT "market_keyword_days_day_keyword_id_pk";--> statement-breakpoint
CREATE TABLE "market_category_days" (
	"site" text NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"sales" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"slot_gmv" double precision NOT NULL,
	CONSTRAINT "market_category_days_day_site_type_id_pk" PRIMARY KEY("day","site","type_id")
) PARTITION BY RANGE ("day");--> statement-breakpoint
CREATE TABLE "market_product_days" (
	"day" date NOT NULL,
	"goods_id" bigint NOT NULL,
	"sales" integer NOT NULL,
	"price" double precision NOT NULL,
	"stock" integer NOT NULL,
	"category_rank" integer,
	CONSTRAINT "market_product_days_day_goods_id_pk" PRIMARY KEY("day","goods_id")
) PARTITION BY RANGE ("day");--> statement-breakpoint
CREATE INDEX "market_product_days_goods_day_idx" ON "market_product_days" USING btree ("goods_id","day");--> statement-breakpoint
CREATE TABLE "market_shop_days" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "market_shop_days_shop_id_day_pk" PRIMARY KEY("shop_id","day")
) PARTITION BY RANGE ("day");--> statement-breakpoint
CREATE TABLE "market_keyword_days" (
	"day" date NOT NULL,
	"keyword_id" integer NOT NULL,
	"search_index" integer NOT NULL,
	"product_base" integer NOT NULL,
	"recommended_bid" double precision NOT NULL,
	CONSTRAINT "market_keyword_days_day_keyword_id_pk" PRIMARY KEY("day","keyword_id")
) PARTITION BY RANGE ("day");--> statement-breakpoint
DO $$
DECLARE
  parent text;
  month date;
BEGIN
  FOREACH parent IN ARRAY ARRAY['market_category_days', 'market_product_days', 'market_shop_days', 'market_keyword_days'] LOOP
    FOR month IN EXECUTE format(
      'SELECT DISTINCT date_trunc(''month'', "day")::date FROM %I ORDER BY 1', parent || '_unpartitioned'
    ) LOOP
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        parent || '_p' || to_char(month, 'YYYYMM'), parent, month, (month + interval '1 month')::date
      );
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "market_category_days" ("site", "day", "type_id", "gmv", "sales", "products_sold", "slot_gmv")
SELECT "site", "day", "type_id", "gmv", "sales", "products_sold", "slot_gmv" FROM "market_category_days_unpartitioned";--> statement-breakpoint
INSERT INTO "market_product_days" ("day", "goods_id", "sales", "price", "stock", "category_rank")
SELECT "day", "goods_id", "sales", "price", "stock", "category_rank" FROM "market_product_days_unpartitioned";--> statement-breakpoint
INSERT INTO "market_shop_days" ("shop_id", "day", "sales", "gmv", "products_sold")
SELECT "shop_id", "day", "sales", "gmv", "products_sold" FROM "market_shop_days_unpartitioned";--> statement-breakpoint
INSERT INTO "market_keyword_days" ("day", "keyword_id", "search_index", "product_base", "recommended_bid")
SELECT "day", "keyword_id", "search_index", "product_base", "recommended_bid" FROM "market_keyword_days_unpartitioned";--> statement-breakpoint
DROP TABLE "market_category_days_unpartitioned";--> statement-breakpoint
DROP TABLE "market_product_days_unpartitioned";--> statement-breakpoint
DROP TABLE "market_shop_days_unpartitioned";--> statement-breakpoint
DROP TABLE "market_keyword_days_unpartitioned";
