-- The derived word rows have no blue-ocean index stored yet: emptied, so the refresher derives them again at its
-- next pass (src/market/refresh/refresher.ts statsBehind: keyword stats present and no workbench word rows).
DELETE FROM "market_workbench_keywords";--> statement-breakpoint
ALTER TABLE "market_workbench_keywords" ADD COLUMN "blue_ocean" double precision;--> statement-breakpoint
CREATE INDEX "market_workbench_keywords_blue_ocean_idx" ON "market_workbench_keywords" USING btree ("blue_ocean" desc nulls last,"keyword_id") WHERE "market_workbench_keywords"."blue_ocean" is not null;--> statement-breakpoint
CREATE INDEX "market_workbench_keywords_site_blue_ocean_idx" ON "market_workbench_keywords" USING btree ("site","blue_ocean" desc nulls last,"keyword_id") WHERE "market_workbench_keywords"."blue_ocean" is not null;