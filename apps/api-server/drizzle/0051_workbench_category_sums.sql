CREATE TABLE "market_workbench_price_bands" (
	"site" text NOT NULL,
	"category_id" integer NOT NULL,
	"period" integer NOT NULL,
	"band" integer NOT NULL,
	"edges" double precision[],
	"max_price" double precision,
	"units" bigint NOT NULL,
	"gmv" double precision NOT NULL,
	"products" integer NOT NULL,
	"shops" integer NOT NULL,
	"top_ids" bigint[],
	CONSTRAINT "market_workbench_price_bands_pk" PRIMARY KEY ("site", "category_id", "period", "band")
);
--> statement-breakpoint
CREATE TABLE "market_workbench_category_shops" (
	"site" text NOT NULL,
	"category_id" integer NOT NULL,
	"place" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"products" integer NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "market_workbench_category_shops_pk" PRIMARY KEY ("site", "category_id", "place")
);
