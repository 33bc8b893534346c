CREATE TABLE "market_workbench_month_days" (
	"month" date PRIMARY KEY NOT NULL,
	"site_days" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_workbench_months" (
	"month" date NOT NULL,
	"goods_id" bigint NOT NULL,
	"units" integer NOT NULL,
	"gmv" double precision NOT NULL,
	CONSTRAINT "market_workbench_months_month_goods_id_pk" PRIMARY KEY("month","goods_id")
);
--> statement-breakpoint
CREATE TABLE "market_workbench_products" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"shop_id" bigint NOT NULL,
	"shop_name" text NOT NULL,
	"shop_type" text,
	"brand_id" integer,
	"brand_name" text,
	"title" text NOT NULL,
	"image" text NOT NULL,
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
	"trend" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_product_days" ADD COLUMN "category_rank" integer;--> statement-breakpoint
ALTER TABLE "market_shops" ADD COLUMN "shop_type" text;--> statement-breakpoint
CREATE INDEX "market_workbench_products_site_type_idx" ON "market_workbench_products" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_workbench_products_type_idx" ON "market_workbench_products" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "market_workbench_products_shop_idx" ON "market_workbench_products" USING btree ("shop_id","units_30");