CREATE TABLE "market_workbench_keywords" (
	"keyword_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"per_usd" double precision NOT NULL,
	"first_seen_day" date,
	"search_1" bigint NOT NULL,
	"search_7" bigint NOT NULL,
	"search_30" bigint NOT NULL,
	"search_90" bigint NOT NULL,
	"search_180" bigint NOT NULL,
	"prev_search_1" bigint NOT NULL,
	"prev_search_7" bigint NOT NULL,
	"prev_search_30" bigint NOT NULL,
	"prev_search_90" bigint NOT NULL,
	"prev_search_180" bigint NOT NULL,
	"prev2_search_1" bigint NOT NULL,
	"prev2_search_7" bigint NOT NULL,
	"prev2_search_30" bigint NOT NULL,
	"product_base" integer NOT NULL,
	"prev_product_base" integer,
	"recommended_bid" double precision NOT NULL,
	"top_goods" bigint[] NOT NULL,
	"related_ids" integer[] NOT NULL,
	"found_units_30" bigint NOT NULL,
	"found_shops" integer NOT NULL,
	"trend" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_keywords" ADD COLUMN "top_goods" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "market_keywords" ADD COLUMN "related_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "market_workbench_keywords_site_type_idx" ON "market_workbench_keywords" USING btree ("site","type_id");--> statement-breakpoint
CREATE INDEX "market_workbench_keywords_type_idx" ON "market_workbench_keywords" USING btree ("type_id");