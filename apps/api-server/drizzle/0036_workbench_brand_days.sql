CREATE TABLE "market_workbench_brand_days" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"brand_id" integer NOT NULL,
	"units" bigint NOT NULL,
	"gmv" double precision NOT NULL,
	"gmv_usd" double precision NOT NULL,
	"sold" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_workbench_brand_days_brand_day_idx" ON "market_workbench_brand_days" USING btree ("brand_id","day");--> statement-breakpoint
-- The new table is filled with the month rows: every month is made again at the next derive (no month is
-- recorded as computed), and the derived brand rows are emptied so the refresher derives at its next pass
-- (src/market/refresh/refresher.ts statsBehind: brand stats present and no workbench brand rows).
DELETE FROM "market_workbench_month_days";--> statement-breakpoint
DELETE FROM "market_workbench_brands";
