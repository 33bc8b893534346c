CREATE TABLE "market_live_goods" (
	"live_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	CONSTRAINT "market_live_goods_live_id_goods_id_pk" PRIMARY KEY("live_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "market_workbench_live_goods" (
	"live_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"shop_id" bigint NOT NULL,
	"shop_name" text NOT NULL,
	"brand_id" integer,
	"brand_name" text,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"per_usd" double precision NOT NULL,
	CONSTRAINT "market_workbench_live_goods_live_id_goods_id_pk" PRIMARY KEY("live_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "market_workbench_lives" (
	"live_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"shop_id" bigint NOT NULL,
	"shop_name" text NOT NULL,
	"type_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"viewers" integer NOT NULL,
	"peak_viewers" integer NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	"per_usd" double precision NOT NULL,
	"viewer_curve" integer[] NOT NULL,
	"goods" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_lives" ADD COLUMN "viewer_curve" integer[];--> statement-breakpoint
CREATE INDEX "market_live_goods_day_idx" ON "market_live_goods" USING btree ("day","site");--> statement-breakpoint
CREATE INDEX "market_workbench_live_goods_site_day_idx" ON "market_workbench_live_goods" USING btree ("site","day");--> statement-breakpoint
CREATE INDEX "market_workbench_lives_site_day_idx" ON "market_workbench_lives" USING btree ("site","day");