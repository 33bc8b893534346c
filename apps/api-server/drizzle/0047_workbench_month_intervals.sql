CREATE TABLE "market_workbench_month_intervals" (
	"month" date NOT NULL,
	"entity" text NOT NULL,
	"site" text NOT NULL,
	"id" bigint NOT NULL,
	"units_low" bigint NOT NULL,
	"units_high" bigint NOT NULL,
	"gmv_low" double precision NOT NULL,
	"gmv_high" double precision NOT NULL,
	CONSTRAINT "market_workbench_month_intervals_pk" PRIMARY KEY ("month", "entity", "site", "id")
);
