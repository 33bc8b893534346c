// The search's word lists (migration 0054, issue 29 item 6 at --scale large): per entity, lower-cased
// word of a name (a product's title, a shop's, a search word's, a brand's name, split at spaces) and
// site, the entity's ids that hold it, best first by the order its picker answers in (units over 30
// days, a search word's searches), with the first FIRST_IDS of them on a narrow row of their own.
// A search word of the page (no space in it) matches inside one word of a name or not at all, so the
// names a pattern `%word%` matches are exactly those holding a listed word the pattern matches; the
// picker reads the few listed words a pattern matches instead of every name (queries/search-words.ts).
// Written after the brand table in the derive job; the migration fills them from tables derived before it.
import { ALL_SITES } from './workbench-category-derive';
import type { MarketSql } from '../market-sql';

/** The narrow rows (entity, word, site, how many ids, the first ids and their keys). */
export const SEARCH_WORDS_TABLE = 'market_workbench_search_words';
/** Every id of each row, in order (read for a search of several words). */
export const SEARCH_WORD_LISTS_TABLE = 'market_workbench_search_word_lists';
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

/** The statements that write both tables from the derived entity tables (the migration runs the same). */
export function searchWordStatements(): string[] {
  const lists = Object.entries(SEARCH_WORD_SOURCES).map(
    ([entity, s]) => `insert into ${SEARCH_WORD_LISTS_TABLE} (entity, word, site, ids, keys)
select '${entity}', word, site, array_agg(id order by key desc, id), array_agg(key order by key desc, id)
from (select distinct w.word, e.site, e.${s.id}::int8 as id, e.${s.key}::int8 as key
      from ${s.table} e, regexp_split_to_table(lower(e.${s.name}), ' ') w(word) where w.word <> ''${s.where ? ` and e.${s.where}` : ''}) s
group by word, site`,
  );
  return [
    ...lists,
    `insert into ${SEARCH_WORDS_TABLE} (entity, word, site, items, top_key, top_ids, top_keys)
select entity, word, site, cardinality(ids), keys[1], ids[1:${FIRST_IDS}], keys[1:${FIRST_IDS}] from ${SEARCH_WORD_LISTS_TABLE}`,
  ];
}

/** Writes both tables again from the entity tables just derived (emptied first). */
export async function deriveSearchWords(tx: MarketSql): Promise<void> {
  await tx.exec(`truncate ${SEARCH_WORDS_TABLE}, ${SEARCH_WORD_LISTS_TABLE}`);
  for (const statement of searchWordStatements()) await tx.exec(statement);
  await tx.exec(`analyze ${SEARCH_WORDS_TABLE}`);
  await tx.exec(`analyze ${SEARCH_WORD_LISTS_TABLE}`);
}
