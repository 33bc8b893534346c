-- A search of several words intersects its words' lists as sorted integer arrays (queries/search-words.ts):
-- intarray, a trusted contrib extension of PostgreSQL (PGlite loads it in src/db/database.ts), in a schema of
-- its own, so its operators on integer arrays stay off the search path (`&&`, `@>` and `<@` elsewhere keep
-- their built-in meaning and indexes); two aggregates over its union and intersection.
CREATE SCHEMA IF NOT EXISTS "intarray";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS intarray WITH SCHEMA "intarray";
--> statement-breakpoint
CREATE OR REPLACE AGGREGATE "intarray"."union_agg" (integer[]) (SFUNC = "intarray"."_int_union", STYPE = integer[], INITCOND = '{}');
--> statement-breakpoint
CREATE OR REPLACE AGGREGATE "intarray"."intersection_agg" (integer[]) (SFUNC = "intarray"."_int_inter", STYPE = integer[]);
--> statement-breakpoint
-- The title trigram index of 0035: no query reads it since the word lists (0054).
DROP INDEX IF EXISTS "market_workbench_products_title_trgm_idx";
--> statement-breakpoint
DROP TABLE "market_workbench_search_word_lists";
--> statement-breakpoint
CREATE TABLE "market_workbench_search_items" (
	"entity" text NOT NULL,
	"ord" integer NOT NULL,
	"site" text NOT NULL,
	"id" bigint NOT NULL,
	"key" bigint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "market_workbench_search_items_pk" PRIMARY KEY ("entity", "ord")
);
--> statement-breakpoint
CREATE TABLE "market_workbench_search_word_lists" (
	"entity" text NOT NULL,
	"word" text NOT NULL,
	"site" text NOT NULL,
	"ords" integer[] NOT NULL,
	CONSTRAINT "market_workbench_search_word_lists_pk" PRIMARY KEY ("entity", "word", "site")
);
--> statement-breakpoint
TRUNCATE "market_workbench_search_words";
--> statement-breakpoint
-- A database that applied 0054 before its indexes were final (one trigram index over every entity's words) gets them.
DROP INDEX IF EXISTS "market_workbench_search_words_word_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_workbench_search_words_product_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'product';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_workbench_search_words_shop_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'shop';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_workbench_search_words_keyword_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'keyword';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_workbench_search_words_brand_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'brand';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "market_workbench_search_words_best_idx" ON "market_workbench_search_words" USING btree ("entity", "top_key" DESC);
--> statement-breakpoint
-- A short word's listed words (no trigram) are found by a scan of the entity's words: of the key alone, with `items`.
ALTER TABLE "market_workbench_search_words" DROP CONSTRAINT "market_workbench_search_words_pk";
--> statement-breakpoint
ALTER TABLE "market_workbench_search_words" ADD CONSTRAINT "market_workbench_search_words_pk" PRIMARY KEY ("entity", "word", "site") INCLUDE ("items");
--> statement-breakpoint
insert into market_workbench_search_items (entity, ord, site, id, key, name)
select 'product', row_number() over (order by e.units_30 desc, e.goods_id, e.site), e.site, e.goods_id, e.units_30, lower(e.title)
from market_workbench_products e;
--> statement-breakpoint
insert into market_workbench_search_items (entity, ord, site, id, key, name)
select 'shop', row_number() over (order by e.units_30 desc, e.shop_id, e.site), e.site, e.shop_id, e.units_30, lower(e.name)
from market_workbench_shops e;
--> statement-breakpoint
insert into market_workbench_search_items (entity, ord, site, id, key, name)
select 'keyword', row_number() over (order by e.search_30 desc, e.keyword_id, e.site), e.site, e.keyword_id, e.search_30, lower(e.keyword)
from market_workbench_keywords e;
--> statement-breakpoint
insert into market_workbench_search_items (entity, ord, site, id, key, name)
select 'brand', row_number() over (order by e.units_30 desc, e.brand_id, e.site), e.site, e.brand_id, e.units_30, lower(e.name)
from market_workbench_brands e where e.site <> 'ALL';
--> statement-breakpoint
with held as (
  select entity, word, site, array_agg(ord order by ord) as ords, (array_agg(id order by ord))[1:20] as ids, (array_agg(key order by ord))[1:20] as keys
  from (select distinct i.entity, w.word, i.site, i.ord, i.id, i.key from market_workbench_search_items i, regexp_split_to_table(i.name, ' ') w(word) where w.word <> '') s
  group by entity, word, site
), lists as (insert into market_workbench_search_word_lists (entity, word, site, ords) select entity, word, site, ords from held)
insert into market_workbench_search_words (entity, word, site, items, top_key, top_ids, top_keys)
select entity, word, site, cardinality(ords), keys[1], ids, keys from held;
--> statement-breakpoint
-- The words' trigram indexes take the rows just written into their structure: inserted rows wait in a
-- GIN index's pending list, which every search reads through until a vacuum (PGlite has no autovacuum).
select gin_clean_pending_list(x.indexrelid) from pg_index x join pg_class i on i.oid = x.indexrelid join pg_am a on a.oid = i.relam
where x.indrelid = 'market_workbench_search_words'::regclass and a.amname = 'gin';
--> statement-breakpoint
ANALYZE "market_workbench_search_items";
--> statement-breakpoint
ANALYZE "market_workbench_search_words";
--> statement-breakpoint
ANALYZE "market_workbench_search_word_lists";
