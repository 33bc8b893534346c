CREATE TABLE "market_workbench_product_intervals" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"units_low_1" bigint,
	"units_high_1" bigint,
	"gmv_low_1" double precision,
	"gmv_high_1" double precision,
	"units_low_7" bigint,
	"units_high_7" bigint,
	"gmv_low_7" double precision,
	"gmv_high_7" double precision,
	"units_low_30" bigint,
	"units_high_30" bigint,
	"gmv_low_30" double precision,
	"gmv_high_30" double precision,
	"units_low_90" bigint,
	"units_high_90" bigint,
	"gmv_low_90" double precision,
	"gmv_high_90" double precision,
	"units_low_180" bigint,
	"units_high_180" bigint,
	"gmv_low_180" double precision,
	"gmv_high_180" double precision
);
--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_low_1" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_high_1" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_low_1" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_high_1" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_low_7" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_high_7" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_low_7" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_high_7" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_low_30" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_high_30" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_low_30" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_high_30" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_low_90" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_high_90" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_low_90" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_high_90" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_low_180" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "units_high_180" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_low_180" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_brands" ADD COLUMN "gmv_high_180" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_low_1" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_high_1" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_low_1" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_high_1" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_low_7" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_high_7" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_low_7" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_high_7" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_low_30" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_high_30" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_low_30" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_high_30" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_low_90" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_high_90" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_low_90" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_high_90" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_low_180" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "units_high_180" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_low_180" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_categories" ADD COLUMN "gmv_high_180" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_low_1" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_high_1" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_low_1" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_high_1" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_low_7" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_high_7" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_low_7" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_high_7" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_low_30" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_high_30" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_low_30" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_high_30" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_low_90" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_high_90" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_low_90" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_high_90" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_low_180" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "units_high_180" bigint;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_low_180" double precision;--> statement-breakpoint
ALTER TABLE "market_workbench_shops" ADD COLUMN "gmv_high_180" double precision;