CREATE TABLE "market_workbench_search_words" (
	"entity" text NOT NULL,
	"word" text NOT NULL,
	"site" text NOT NULL,
	"items" integer NOT NULL,
	"top_key" bigint NOT NULL,
	"top_ids" bigint[] NOT NULL,
	"top_keys" bigint[] NOT NULL,
	CONSTRAINT "market_workbench_search_words_pk" PRIMARY KEY ("entity", "word", "site")
);
--> statement-breakpoint
CREATE INDEX "market_workbench_search_words_product_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'product';
--> statement-breakpoint
CREATE INDEX "market_workbench_search_words_shop_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'shop';
--> statement-breakpoint
CREATE INDEX "market_workbench_search_words_keyword_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'keyword';
--> statement-breakpoint
CREATE INDEX "market_workbench_search_words_brand_trgm_idx" ON "market_workbench_search_words" USING gin ("word" gin_trgm_ops) WHERE "entity" = 'brand';
--> statement-breakpoint
CREATE INDEX "market_workbench_search_words_best_idx" ON "market_workbench_search_words" USING btree ("entity", "top_key" DESC);
--> statement-breakpoint
CREATE TABLE "market_workbench_search_word_lists" (
	"entity" text NOT NULL,
	"word" text NOT NULL,
	"site" text NOT NULL,
	"ids" bigint[] NOT NULL,
	"keys" bigint[] NOT NULL,
	CONSTRAINT "market_workbench_search_word_lists_pk" PRIMARY KEY ("entity", "word", "site")
);
--> statement-breakpoint
insert into market_workbench_search_word_lists (entity, word, site, ids, keys)
select 'product', word, site, array_agg(id order by key desc, id), array_agg(key order by key desc, id)
from (select distinct w.word, e.site, e.goods_id::int8 as id, e.units_30::int8 as key
      from market_workbench_products e, regexp_split_to_table(lower(e.title), ' ') w(word) where w.word <> '') s
group by word, site;
--> statement-breakpoint
insert into market_workbench_search_word_lists (entity, word, site, ids, keys)
select 'shop', word, site, array_agg(id order by key desc, id), array_agg(key order by key desc, id)
from (select distinct w.word, e.site, e.shop_id::int8 as id, e.units_30::int8 as key
      from market_workbench_shops e, regexp_split_to_table(lower(e.name), ' ') w(word) where w.word <> '') s
group by word, site;
--> statement-breakpoint
insert into market_workbench_search_word_lists (entity, word, site, ids, keys)
select 'keyword', word, site, array_agg(id order by key desc, id), array_agg(key order by key desc, id)
from (select distinct w.word, e.site, e.keyword_id::int8 as id, e.search_30::int8 as key
      from market_workbench_keywords e, regexp_split_to_table(lower(e.keyword), ' ') w(word) where w.word <> '') s
group by word, site;
--> statement-breakpoint
insert into market_workbench_search_word_lists (entity, word, site, ids, keys)
select 'brand', word, site, array_agg(id order by key desc, id), array_agg(key order by key desc, id)
from (select distinct w.word, e.site, e.brand_id::int8 as id, e.units_30::int8 as key
      from market_workbench_brands e, regexp_split_to_table(lower(e.name), ' ') w(word) where w.word <> '' and e.site <> 'ALL') s
group by word, site;
--> statement-breakpoint
insert into market_workbench_search_words (entity, word, site, items, top_key, top_ids, top_keys)
select entity, word, site, cardinality(ids), keys[1], ids[1:20], keys[1:20] from market_workbench_search_word_lists;
--> statement-breakpoint
ANALYZE "market_workbench_search_words";
--> statement-breakpoint
ANALYZE "market_workbench_search_word_lists";
