-- Custom migration: fills what 0017 added for the derived figures already there; the next derive
-- (src/market/derive/derive.ts) recomputes both. Same rules as src/market/ranking-rules.ts:
-- hot-new = listed within 30 days (China time) of the stats day; soaring bases 5, 14 and 40.
UPDATE "market_product_stats" SET "hot_new" = true
WHERE "listed_at" >= ((("day" - 29)::timestamp - interval '8 hours') at time zone 'UTC');
--> statement-breakpoint
INSERT INTO "market_ranking_counts" ("site", "type_id", "hot", "hot_new", "soaring_1", "soaring_7", "soaring_30")
SELECT coalesce("site", 'ALL'), coalesce("sub_type_id", "type_id", 0), count(*), count(*) FILTER (WHERE "hot_new"),
  count(*) FILTER (WHERE "prev_sales_1" >= 5), count(*) FILTER (WHERE "prev_sales_7" >= 14), count(*) FILTER (WHERE "prev_sales_30" >= 40)
FROM "market_product_stats"
GROUP BY GROUPING SETS ((), ("site"), ("type_id"), ("site", "type_id"), ("sub_type_id"), ("site", "sub_type_id"))
HAVING grouping("sub_type_id") = 1 OR "sub_type_id" IS NOT NULL;
