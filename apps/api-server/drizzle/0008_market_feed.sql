CREATE TABLE "market_brand_stats" (
	"brand_id" integer NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales_1" integer NOT NULL,
	"sales_7" integer NOT NULL,
	"sales_30" integer NOT NULL,
	"gmv_1" double precision NOT NULL,
	"gmv_7" double precision NOT NULL,
	"gmv_30" double precision NOT NULL,
	"prev_sales_1" integer NOT NULL,
	"prev_sales_7" integer NOT NULL,
	"prev_sales_30" integer NOT NULL,
	CONSTRAINT "market_brand_stats_site_type_id_brand_id_pk" PRIMARY KEY("site","type_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "market_brands" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"last_day" date NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_category_days" (
	"site" text NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"sales" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"slot_gmv" double precision NOT NULL,
	CONSTRAINT "market_category_days_day_site_type_id_pk" PRIMARY KEY("day","site","type_id")
);
--> statement-breakpoint
CREATE TABLE "market_feed_days" (
	"site" text NOT NULL,
	"day" date NOT NULL,
	"complete" boolean NOT NULL,
	"items" boolean NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_feed_days_day_site_pk" PRIMARY KEY("day","site")
);
--> statement-breakpoint
CREATE TABLE "market_feed_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"file" text NOT NULL,
	"line" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_feed_files" (
	"site" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"rejected" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_feed_files_day_site_kind_pk" PRIMARY KEY("day","site","kind")
);
--> statement-breakpoint
CREATE TABLE "market_keyword_days" (
	"day" date NOT NULL,
	"keyword_id" integer NOT NULL,
	"search_index" integer NOT NULL,
	"product_base" integer NOT NULL,
	"recommended_bid" double precision NOT NULL,
	CONSTRAINT "market_keyword_days_day_keyword_id_pk" PRIMARY KEY("day","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "market_keyword_stats" (
	"keyword_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"search_1" integer NOT NULL,
	"search_7" integer NOT NULL,
	"search_30" integer NOT NULL,
	"prev_search_1" integer NOT NULL,
	"prev_search_7" integer NOT NULL,
	"prev_search_30" integer NOT NULL,
	"product_base" integer NOT NULL,
	"recommended_bid" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_keywords" (
	"keyword_id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"search_index" integer NOT NULL,
	"product_base" integer NOT NULL,
	"recommended_bid" double precision NOT NULL,
	"last_day" date NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_lives" (
	"live_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"shop_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"viewers" integer NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_product_days" (
	"day" date NOT NULL,
	"goods_id" bigint NOT NULL,
	"sales" integer NOT NULL,
	"price" double precision NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "market_product_days_day_goods_id_pk" PRIMARY KEY("day","goods_id")
);
--> statement-breakpoint
CREATE TABLE "market_product_stats" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"shop_id" bigint NOT NULL,
	"brand_id" integer,
	"listed_at" timestamp with time zone NOT NULL,
	"sales_1" integer NOT NULL,
	"sales_7" integer NOT NULL,
	"sales_30" integer NOT NULL,
	"gmv_1" double precision NOT NULL,
	"gmv_7" double precision NOT NULL,
	"gmv_30" double precision NOT NULL,
	"prev_sales_1" integer NOT NULL,
	"prev_sales_7" integer NOT NULL,
	"prev_sales_30" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_products" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"shop_id" bigint NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"price" double precision NOT NULL,
	"stock" integer NOT NULL,
	"rating" real NOT NULL,
	"rating_count" integer NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"last_day" date NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_shop_days" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "market_shop_days_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "market_shop_stats" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"sales_1" integer NOT NULL,
	"sales_7" integer NOT NULL,
	"sales_30" integer NOT NULL,
	"gmv_1" double precision NOT NULL,
	"gmv_7" double precision NOT NULL,
	"gmv_30" double precision NOT NULL,
	"prev_sales_1" integer NOT NULL,
	"prev_sales_7" integer NOT NULL,
	"prev_sales_30" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_shops" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"rating" real NOT NULL,
	"followers" integer NOT NULL,
	"product_count" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_day" date NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_slots" (
	"slot_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"goods_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"slot_price" double precision NOT NULL,
	"sales" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_feed_errors_day_idx" ON "market_feed_errors" USING btree ("day","site");--> statement-breakpoint
CREATE INDEX "market_keyword_stats_site_type_idx" ON "market_keyword_stats" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_keywords_site_type_idx" ON "market_keywords" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_lives_day_idx" ON "market_lives" USING btree ("day","site");--> statement-breakpoint
CREATE INDEX "market_product_stats_site_type_idx" ON "market_product_stats" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_sales1_idx" ON "market_product_stats" USING btree ("sales_1");--> statement-breakpoint
CREATE INDEX "market_product_stats_sales7_idx" ON "market_product_stats" USING btree ("sales_7");--> statement-breakpoint
CREATE INDEX "market_product_stats_sales30_idx" ON "market_product_stats" USING btree ("sales_30");--> statement-breakpoint
CREATE INDEX "market_products_shop_idx" ON "market_products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "market_products_site_type_idx" ON "market_products" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_shop_stats_site_type_idx" ON "market_shop_stats" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_slots_day_idx" ON "market_slots" USING btree ("day","site");