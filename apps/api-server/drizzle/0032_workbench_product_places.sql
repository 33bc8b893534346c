CREATE TABLE "market_workbench_product_places" (
	"scope" text NOT NULL,
	"period" integer NOT NULL,
	"place" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"prev_place" integer,
	"total" integer NOT NULL,
	CONSTRAINT "market_workbench_product_places_scope_period_place_pk" PRIMARY KEY("scope","period","place")
);
