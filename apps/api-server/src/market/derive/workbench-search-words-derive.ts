// The search's word lists (migrations 0054 and 0055, issue 29 item 6 at --scale large): per entity, lower-cased
// word of a name (a product's title, a shop's, a search word's, a brand's name, split at spaces) and
// site, the entity's items that hold it, best first by the order its picker answers in (units over 30
// days, a search word's searches), with the first FIRST_IDS of them on a narrow row of their own.
// A search word of the page (no space in it) matches inside one word of a name or not at all, so the
// names a pattern `%word%` matches are exactly those holding a listed word the pattern matches; the
// picker reads the few listed words a pattern matches instead of every name (queries/search-words.ts).
// Every item has a number (`ord`, from 1 per entity) in its picker's order on a narrow row with its
// lower-cased name (SEARCH_ITEMS_TABLE), and a word's list holds those numbers ascending: the lists of
// several words are intersected as sorted integer arrays (intarray) and the first numbers left are the
// best items, without reading any entity's rows (migration 0055).
// Written after the brand table in the derive job; the migrations fill them from tables derived before them.
import { ALL_SITES } from './workbench-category-derive';
import type { MarketSql } from '../market-sql';

/** The narrow rows (entity, word, site, how many items, the first ids and their keys). */
export const SEARCH_WORDS_TABLE = 'market_workbench_search_words';
/** Every item of each row, as its number in SEARCH_ITEMS_TABLE, ascending (read for a search of several words). */
export const SEARCH_WORD_LISTS_TABLE = 'market_workbench_search_word_lists';
/** Each item's number in its picker's order, its id, key, site and lower-cased name. */
export const SEARCH_ITEMS_TABLE = 'market_workbench_search_items';
/** The ids a narrow row keeps: a picker's answer. */
export const FIRST_IDS = 20;

export type SearchWordEntity = 'product' | 'shop' | 'keyword' | 'brand';

/** Where each entity's names are, and the key its picker orders by (descending, then the id). */
export interface SearchWordSource {
  table: string;
  id: string;
  key: string;
  name: string;
  /** Rows that are not items of their own (a brand's all-sites row). */
  where?: string;
}

export const SEARCH_WORD_SOURCES: Readonly<Record<SearchWordEntity, SearchWordSource>> = {
  product: { table: 'market_workbench_products', id: 'goods_id', key: 'units_30', name: 'title' },
  shop: { table: 'market_workbench_shops', id: 'shop_id', key: 'units_30', name: 'name' },
  keyword: { table: 'market_workbench_keywords', id: 'keyword_id', key: 'search_30', name: 'keyword' },
  brand: { table: 'market_workbench_brands', id: 'brand_id', key: 'units_30', name: 'name', where: `site <> '${ALL_SITES}'` },
};

/**
 * The statements that write the three tables from the derived entity tables (migration 0055 runs
 * the same): the items numbered in their picker's order (key descending, id, then site: a brand has
 * a row per site), then, in one pass over their names' words, each word's list and its narrow row.
 */
export function searchWordStatements(): string[] {
  const items = Object.entries(SEARCH_WORD_SOURCES).map(
    ([entity, s]) => `insert into ${SEARCH_ITEMS_TABLE} (entity, ord, site, id, key, name)
select '${entity}', row_number() over (order by e.${s.key} desc, e.${s.id}, e.site), e.site, e.${s.id}, e.${s.key}, lower(e.${s.name})
from ${s.table} e${s.where ? ` where e.${s.where}` : ''}`,
  );
  return [
    ...items,
    `with held as (
  select entity, word, site, array_agg(ord order by ord) as ords, (array_agg(id order by ord))[1:${FIRST_IDS}] as ids, (array_agg(key order by ord))[1:${FIRST_IDS}] as keys
  from (select distinct i.entity, w.word, i.site, i.ord, i.id, i.key from ${SEARCH_ITEMS_TABLE} i, regexp_split_to_table(i.name, ' ') w(word) where w.word <> '') s
  group by entity, word, site
), lists as (insert into ${SEARCH_WORD_LISTS_TABLE} (entity, word, site, ords) select entity, word, site, ords from held)
insert into ${SEARCH_WORDS_TABLE} (entity, word, site, items, top_key, top_ids, top_keys)
select entity, word, site, cardinality(ords), keys[1], ids, keys from held`,
  ];
}

/**
 * The words' trigram indexes take the rows just written into their structure: inserted rows wait in a
 * GIN index's pending list, which every search reads through until a vacuum (PGlite has none: a word's
 * search 1.2-1.4 -> 2.5-10.9 ms at the default scale; 0.3-0.4 ms once taken in).
 */
export const CLEAN_PENDING_WORDS = `select gin_clean_pending_list(x.indexrelid) from pg_index x join pg_class i on i.oid = x.indexrelid join pg_am a on a.oid = i.relam
where x.indrelid = '${SEARCH_WORDS_TABLE}'::regclass and a.amname = 'gin'`;

/** Writes the three tables again from the entity tables just derived (emptied first). */
export async function deriveSearchWords(tx: MarketSql): Promise<void> {
  await tx.exec(`truncate ${SEARCH_WORDS_TABLE}, ${SEARCH_WORD_LISTS_TABLE}, ${SEARCH_ITEMS_TABLE}`);
  for (const statement of searchWordStatements()) await tx.exec(statement);
  await tx.query(CLEAN_PENDING_WORDS);
  for (const table of [SEARCH_ITEMS_TABLE, SEARCH_WORDS_TABLE, SEARCH_WORD_LISTS_TABLE]) await tx.exec(`analyze ${table}`);
}
