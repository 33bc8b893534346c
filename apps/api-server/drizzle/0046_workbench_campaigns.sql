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
	"rank_all" integer NOT NULL,
	"rank_site" integer NOT NULL,
	CONSTRAINT "market_workbench_campaign_goods_pk" PRIMARY KEY ("day", "goods_id")
);
--> statement-breakpoint
CREATE INDEX "market_workbench_campaign_goods_all_idx" ON "market_workbench_campaign_goods" USING btree ("day", "rank_all");--> statement-breakpoint
CREATE INDEX "market_workbench_campaign_goods_site_idx" ON "market_workbench_campaign_goods" USING btree ("day", "site", "rank_site");--> statement-breakpoint
CREATE INDEX "market_workbench_campaign_goods_type_idx" ON "market_workbench_campaign_goods" USING btree ("day", "type_id");--> statement-breakpoint
CREATE TABLE "market_workbench_campaign_totals" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"units" double precision NOT NULL,
	"gmv" double precision NOT NULL,
	CONSTRAINT "market_workbench_campaign_totals_pk" PRIMARY KEY ("site", "type_id", "day")
);
--> statement-breakpoint
CREATE TABLE "market_workbench_slots" (
	"slot_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"goods_id" bigint NOT NULL,
	"type_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hour" integer NOT NULL,
	"slot_price" double precision NOT NULL,
	"sales" integer NOT NULL,
	"per_usd" double precision NOT NULL,
	"normal_1" double precision,
	"normal_7" double precision,
	"normal_30" double precision,
	"normal_90" double precision
);
--> statement-breakpoint
CREATE INDEX "market_workbench_slots_day_idx" ON "market_workbench_slots" USING btree ("day", "site");
