CREATE TABLE "market_workbench_normal_prices" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"normal_1" double precision,
	"normal_7" double precision,
	"normal_30" double precision,
	"normal_90" double precision
);
--> statement-breakpoint
CREATE TABLE "market_workbench_campaign_days" (
	"day" date PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_workbench_campaign_goods" (
	"day" date NOT NULL,
	"goods_id" bigint NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"units" double precision NOT NULL,
	"baseline_units" double precision NOT NULL,
	"gmv" double precision NOT NULL,
	"gmv_usd" double precision NOT NULL,
	CONSTRAINT "market_workbench_campaign_goods_pk" PRIMARY KEY ("day", "goods_id")
);
--> statement-breakpoint
CREATE INDEX "market_workbench_campaign_goods_site_idx" ON "market_workbench_campaign_goods" USING btree ("day", "site");
