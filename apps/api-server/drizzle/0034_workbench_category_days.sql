CREATE TABLE "market_workbench_category_days" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"units" bigint NOT NULL,
	"gmv" double precision NOT NULL,
	"gmv_usd" double precision NOT NULL,
	"sold" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_workbench_category_days_type_day_idx" ON "market_workbench_category_days" USING btree ("type_id","day");--> statement-breakpoint
-- The new table is filled with the month rows: every month is made again at the next derive (no month is
-- recorded as computed), and the derived word rows are emptied so the refresher derives at its next pass
-- (src/market/refresh/refresher.ts statsBehind: keyword stats present and no workbench word rows).
DELETE FROM "market_workbench_month_days";--> statement-breakpoint
DELETE FROM "market_workbench_keywords";
