-- The short-video marketplace (issue 32 item 4): TikTok Shop's items as its feed carries them, and the
-- figures its derive step computes (market/derive/tiktok-derive.ts). Tables of its own, so nothing of the
-- first marketplace's changes.
CREATE TABLE "market_tt_shops" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"logo" text NOT NULL,
	"rating" real NOT NULL,
	"followers" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_tt_creators" (
	"creator_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"avatar" text NOT NULL,
	"followers" bigint NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_tt_products" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"shop_id" bigint NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"price" double precision NOT NULL,
	"commission_rate" double precision NOT NULL,
	"rating" real NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_tt_product_days" (
	"goods_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"price" double precision NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	CONSTRAINT "market_tt_product_days_pk" PRIMARY KEY ("goods_id", "day")
);
--> statement-breakpoint
CREATE INDEX "market_tt_product_days_day_idx" ON "market_tt_product_days" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "market_tt_videos" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"creator_id" bigint NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"duration_sec" integer NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_tt_video_days" (
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	CONSTRAINT "market_tt_video_days_pk" PRIMARY KEY ("video_id", "day")
);
--> statement-breakpoint
CREATE INDEX "market_tt_video_days_day_idx" ON "market_tt_video_days" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "market_tt_video_goods" (
	"video_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	CONSTRAINT "market_tt_video_goods_pk" PRIMARY KEY ("video_id", "goods_id", "day")
);
--> statement-breakpoint
CREATE INDEX "market_tt_video_goods_day_idx" ON "market_tt_video_goods" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "market_tt_lives" (
	"live_id" bigint PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"day" date NOT NULL,
	"creator_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"viewers" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_tt_lives_day_idx" ON "market_tt_lives" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "market_tt_live_goods" (
	"live_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"sales" integer NOT NULL,
	"gmv" double precision NOT NULL,
	CONSTRAINT "market_tt_live_goods_pk" PRIMARY KEY ("live_id", "goods_id")
);
--> statement-breakpoint
CREATE INDEX "market_tt_live_goods_day_idx" ON "market_tt_live_goods" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "market_tt_feed_sets" (
	"site" text NOT NULL,
	"day" date NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "market_tt_feed_sets_pk" PRIMARY KEY ("site", "day")
);
--> statement-breakpoint
CREATE TABLE "market_tt_days" (
	"entity" text NOT NULL,
	"item_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"units" bigint NOT NULL,
	"gmv" double precision NOT NULL,
	"video_units" bigint NOT NULL,
	"video_gmv" double precision NOT NULL,
	"live_units" bigint NOT NULL,
	"live_gmv" double precision NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"commission" double precision NOT NULL,
	CONSTRAINT "market_tt_days_pk" PRIMARY KEY ("entity", "item_id", "day")
);
--> statement-breakpoint
CREATE TABLE "market_tt_items" (
	"entity" text NOT NULL,
	"item_id" bigint NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"parent_id" bigint,
	"parent_name" text,
	"price" double precision,
	"commission_rate" double precision,
	"rating" real,
	"followers" bigint,
	"since" timestamp with time zone,
	"views_total" bigint,
	"likes_total" bigint,
	"comments_total" bigint,
	"shares_total" bigint,
	"products" integer NOT NULL,
	"creators" integer NOT NULL,
	"videos" integer NOT NULL,
	"lives" integer NOT NULL,
	"per_usd" double precision NOT NULL,
	"units_1" bigint NOT NULL, "gmv_1" double precision NOT NULL, "video_units_1" bigint NOT NULL, "video_gmv_1" double precision NOT NULL,
	"live_units_1" bigint NOT NULL, "live_gmv_1" double precision NOT NULL, "views_1" bigint NOT NULL, "likes_1" bigint NOT NULL,
	"commission_1" double precision NOT NULL, "prev_units_1" bigint NOT NULL, "prev_gmv_1" double precision NOT NULL,
	"units_7" bigint NOT NULL, "gmv_7" double precision NOT NULL, "video_units_7" bigint NOT NULL, "video_gmv_7" double precision NOT NULL,
	"live_units_7" bigint NOT NULL, "live_gmv_7" double precision NOT NULL, "views_7" bigint NOT NULL, "likes_7" bigint NOT NULL,
	"commission_7" double precision NOT NULL, "prev_units_7" bigint NOT NULL, "prev_gmv_7" double precision NOT NULL,
	"units_30" bigint NOT NULL, "gmv_30" double precision NOT NULL, "video_units_30" bigint NOT NULL, "video_gmv_30" double precision NOT NULL,
	"live_units_30" bigint NOT NULL, "live_gmv_30" double precision NOT NULL, "views_30" bigint NOT NULL, "likes_30" bigint NOT NULL,
	"commission_30" double precision NOT NULL, "prev_units_30" bigint NOT NULL, "prev_gmv_30" double precision NOT NULL,
	"trend" integer[] NOT NULL,
	CONSTRAINT "market_tt_items_pk" PRIMARY KEY ("entity", "item_id")
);
--> statement-breakpoint
CREATE INDEX "market_tt_items_gmv_idx" ON "market_tt_items" USING btree ("entity","site","gmv_7");
--> statement-breakpoint
CREATE TABLE "market_tt_creator_goods" (
	"creator_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"site" text NOT NULL,
	"units_30" bigint NOT NULL,
	"gmv_30" double precision NOT NULL,
	"commission_30" double precision NOT NULL,
	"videos_30" integer NOT NULL,
	"lives_30" integer NOT NULL,
	CONSTRAINT "market_tt_creator_goods_pk" PRIMARY KEY ("creator_id", "goods_id")
);
--> statement-breakpoint
CREATE INDEX "market_tt_creator_goods_goods_idx" ON "market_tt_creator_goods" USING btree ("goods_id");
