CREATE TABLE "market_ranking_counts" (
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"hot" integer NOT NULL,
	"hot_new" integer NOT NULL,
	"soaring_1" integer NOT NULL,
	"soaring_7" integer NOT NULL,
	"soaring_30" integer NOT NULL,
	CONSTRAINT "market_ranking_counts_site_type_id_pk" PRIMARY KEY("site","type_id")
);
--> statement-breakpoint
DROP INDEX "market_product_stats_site_type_idx";--> statement-breakpoint
ALTER TABLE "market_product_stats" ADD COLUMN "hot_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "market_keyword_stats_bid_idx" ON "market_keyword_stats" USING btree ("recommended_bid" desc,"keyword_id");--> statement-breakpoint
CREATE INDEX "market_keyword_stats_site_bid_idx" ON "market_keyword_stats" USING btree ("site","recommended_bid" desc,"keyword_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_site_sales1_idx" ON "market_product_stats" USING btree ("site","sales_1" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_site_sales7_idx" ON "market_product_stats" USING btree ("site","sales_7" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_site_sales30_idx" ON "market_product_stats" USING btree ("site","sales_30" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_type_sales1_idx" ON "market_product_stats" USING btree ("type_id","sales_1" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_type_sales7_idx" ON "market_product_stats" USING btree ("type_id","sales_7" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_type_sales30_idx" ON "market_product_stats" USING btree ("type_id","sales_30" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_sales1_idx" ON "market_product_stats" USING btree ("site","type_id","sales_1" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_sales7_idx" ON "market_product_stats" USING btree ("site","type_id","sales_7" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_sales30_idx" ON "market_product_stats" USING btree ("site","type_id","sales_30" desc,"goods_id");--> statement-breakpoint
CREATE INDEX "market_product_stats_site_soaring1_idx" ON "market_product_stats" USING btree ("site",(("sales_1" - "prev_sales_1")::float8 / "prev_sales_1") desc,"goods_id") WHERE "market_product_stats"."prev_sales_1" >= 5;--> statement-breakpoint
CREATE INDEX "market_product_stats_site_soaring7_idx" ON "market_product_stats" USING btree ("site",(("sales_7" - "prev_sales_7")::float8 / "prev_sales_7") desc,"goods_id") WHERE "market_product_stats"."prev_sales_7" >= 14;--> statement-breakpoint
CREATE INDEX "market_product_stats_site_soaring30_idx" ON "market_product_stats" USING btree ("site",(("sales_30" - "prev_sales_30")::float8 / "prev_sales_30") desc,"goods_id") WHERE "market_product_stats"."prev_sales_30" >= 40;--> statement-breakpoint
CREATE INDEX "market_product_stats_type_soaring1_idx" ON "market_product_stats" USING btree ("type_id",(("sales_1" - "prev_sales_1")::float8 / "prev_sales_1") desc,"goods_id") WHERE "market_product_stats"."prev_sales_1" >= 5;--> statement-breakpoint
CREATE INDEX "market_product_stats_type_soaring7_idx" ON "market_product_stats" USING btree ("type_id",(("sales_7" - "prev_sales_7")::float8 / "prev_sales_7") desc,"goods_id") WHERE "market_product_stats"."prev_sales_7" >= 14;--> statement-breakpoint
CREATE INDEX "market_product_stats_type_soaring30_idx" ON "market_product_stats" USING btree ("type_id",(("sales_30" - "prev_sales_30")::float8 / "prev_sales_30") desc,"goods_id") WHERE "market_product_stats"."prev_sales_30" >= 40;--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_soaring1_idx" ON "market_product_stats" USING btree ("site","type_id",(("sales_1" - "prev_sales_1")::float8 / "prev_sales_1") desc,"goods_id") WHERE "market_product_stats"."prev_sales_1" >= 5;--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_soaring7_idx" ON "market_product_stats" USING btree ("site","type_id",(("sales_7" - "prev_sales_7")::float8 / "prev_sales_7") desc,"goods_id") WHERE "market_product_stats"."prev_sales_7" >= 14;--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_soaring30_idx" ON "market_product_stats" USING btree ("site","type_id",(("sales_30" - "prev_sales_30")::float8 / "prev_sales_30") desc,"goods_id") WHERE "market_product_stats"."prev_sales_30" >= 40;--> statement-breakpoint
CREATE INDEX "market_product_stats_new_sales1_idx" ON "market_product_stats" USING btree ("sales_1" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_new_sales7_idx" ON "market_product_stats" USING btree ("sales_7" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_new_sales30_idx" ON "market_product_stats" USING btree ("sales_30" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_type_new_sales1_idx" ON "market_product_stats" USING btree ("type_id","sales_1" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_type_new_sales7_idx" ON "market_product_stats" USING btree ("type_id","sales_7" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_type_new_sales30_idx" ON "market_product_stats" USING btree ("type_id","sales_30" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_new_sales1_idx" ON "market_product_stats" USING btree ("site","type_id","sales_1" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_new_sales7_idx" ON "market_product_stats" USING btree ("site","type_id","sales_7" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_product_stats_scope_new_sales30_idx" ON "market_product_stats" USING btree ("site","type_id","sales_30" desc,"goods_id") WHERE "market_product_stats"."hot_new";--> statement-breakpoint
CREATE INDEX "market_shop_stats_sales1_idx" ON "market_shop_stats" USING btree ("sales_1" desc,"shop_id");--> statement-breakpoint
CREATE INDEX "market_shop_stats_sales7_idx" ON "market_shop_stats" USING btree ("sales_7" desc,"shop_id");--> statement-breakpoint
CREATE INDEX "market_shop_stats_sales30_idx" ON "market_shop_stats" USING btree ("sales_30" desc,"shop_id");