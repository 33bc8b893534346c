// The pickers' and the search page's matching (issue 29 item 6): which products, shops, search words
// or brands hold every word of a search (any case, LIKE's own characters taken literally), best first
// (the entity's key descending, then its id), at most FIND_LIMIT, read from the word lists of
// derive/workbench-search-words-derive.ts instead of every name: at --scale large a common word of a
// title matched 48,000-125,000 titles and a one- or two-letter word (no trigram) scanned all 1.07 M.
//
// One word: the union of the first ids of each listed word it matches is exact (an item among the
// best FIND_LIMIT of the union is among the best FIND_LIMIT of each listed word holding it). The listed
// words are read best first by their first key, at most PRUNE_ROWS: when the answer's last key is above
// the first key of the last word read, no word left unread holds a better item; otherwise all are read.
// The listed words are lower-cased, so `word ilike p` is `word like lower(p)` (lower-casing is per
// character and keeps LIKE's escapes), without lower-casing every word read.
// Several words: the rarest one's (fewest ids) whole lists, best first, each item's name checked for the
// other words, stopping at FIND_LIMIT. A brand is one item on its best site (the picker's site column).
import { SEARCH_WORD_LISTS_TABLE, SEARCH_WORD_SOURCES, SEARCH_WORDS_TABLE, type SearchWordEntity } from '../derive/workbench-search-words-derive';
import type { MarketSql } from '../market-sql';

/** Matches a picker answers. */
export const FIND_LIMIT = 20;
/** Words of a search that are used (the rest are ignored). */
export const FIND_WORDS = 8;
/** Items of a search of several words checked best first before the words' lists are intersected. */
export const CHECKED_FIRST = 300;
/** Other words' lists are intersected with the rarest's while they hold at most this many times its ids together. */
export const INTERSECTED = 8;
/** Listed words a one-word search reads before it checks that the rest cannot change its answer. */
export const PRUNE_ROWS = 200;

/** The LIKE patterns of a search's words: `%word%`, LIKE's own characters escaped. */
export function findPatterns(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, FIND_WORDS)
    .map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
}

/** A matched item: its id, the key it is ordered by and its site (a brand's best). */
export interface WordMatch {
  id: string;
  key: number;
  site: string;
}

/** pg_trgm makes trigrams of runs of letters and digits (of any script): a word the words' trigram index can find has such a run of 3. */
const indexed = (pattern: string) => (pattern.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).some((run) => [...run].length >= 3);

/** Ids are whole numbers of up to 19 digits: shorter is smaller, then digit by digit. */
const idOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
/** The picker's order: key descending, then the id; a brand's rows of one brand by key, then site. */
const byKey = (a: WordMatch, b: WordMatch) => b.key - a.key || idOrder(a.id, b.id) || (a.site < b.site ? -1 : a.site > b.site ? 1 : 0);

/** The best FIND_LIMIT items of `entries` (each id once, at its best entry). */
function best(entries: WordMatch[]): WordMatch[] {
  const seen = new Set<string>();
  const out: WordMatch[] = [];
  for (const e of entries.sort(byKey)) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    out.push(e);
    if (out.length === FIND_LIMIT) break;
  }
  return out;
}

/** How far a search reads before it checks (PRUNE_ROWS, CHECKED_FIRST; smaller in the tests, so both ways run). */
export interface SearchBounds {
  prune: number;
  checkedFirst: number;
}

/** The items of `entity` whose name holds every pattern (findPatterns), of `site` when given, best first. */
export async function searchWordMatches(
  sql: MarketSql,
  entity: SearchWordEntity,
  patterns: readonly string[],
  site?: string,
  bounds: SearchBounds = { prune: PRUNE_ROWS, checkedFirst: CHECKED_FIRST },
): Promise<WordMatch[]> {
  if (patterns.length === 0) return [];
  if (patterns.length === 1) return oneWord(sql, entity, patterns[0] as string, bounds.prune, site);
  return severalWords(sql, entity, patterns, bounds.checkedFirst, site);
}

async function oneWord(sql: MarketSql, entity: SearchWordEntity, pattern: string, prune: number, site?: string): Promise<WordMatch[]> {
  // The entity is named in the text (a partial trigram index per entity); a word without a trigram
  // (one or two letters) matches many listed words and reads them best first along the (entity,
  // top_key) index, stopping at `limit` (all of an entity's matched and sorted: 16-31 ms on the large database).
  const read = (limit?: number) =>
    sql.query<{ site: string; first_key: number; ids: string[]; keys: number[] }>(
      `select site, top_key::float8 as first_key, top_ids::text[] as ids, top_keys::float8[] as keys from ${SEARCH_WORDS_TABLE}
       where entity = '${entity}' and word like lower($1)${site ? ' and site = $2' : ''} order by top_key desc${limit ? ` limit ${limit}` : ''}`,
      site ? [pattern, site] : [pattern],
    );
  const entriesOf = (rows: Awaited<ReturnType<typeof read>>) => rows.flatMap((r) => r.ids.map((id, i) => ({ id, key: Number(r.keys[i]), site: r.site })));
  const rows = await read(prune);
  const found = best(entriesOf(rows));
  const last = rows[rows.length - 1];
  const whole = rows.length < prune || (found.length === FIND_LIMIT && last !== undefined && (found[FIND_LIMIT - 1] as WordMatch).key > Number(last.first_key));
  return whole ? found : best(entriesOf(await read()));
}

async function severalWords(sql: MarketSql, entity: SearchWordEntity, patterns: readonly string[], checkedFirst: number, site?: string): Promise<WordMatch[]> {
  // Each word's listed words, and how many ids they hold (an item holding two of them counted twice);
  // the words the trigram index finds are enough to choose the rarest (a short word reads every listed word).
  const list = async (pattern: string) => {
    const rows = await sql.query<{ word: string; site: string; items: number }>(
      `select word, site, items from ${SEARCH_WORDS_TABLE} where entity = '${entity}' and word like lower($1)${site ? ' and site = $2' : ''}`,
      site ? [pattern, site] : [pattern],
    );
    return { rows, n: rows.reduce((sum, r) => sum + Number(r.items), 0) };
  };
  const long = patterns.filter(indexed);
  const short = long.length ? patterns.filter((p) => !indexed(p)) : [];
  const listed = await Promise.all((long.length ? long : patterns).map(list));
  const [rarest, ...others] = [...listed].sort((a, b) => a.n - b.n);
  if (!rarest || rarest.n === 0) return [];
  const s = SEARCH_WORD_SOURCES[entity];
  // An item's own row (a brand's of that site) holds every word.
  const own = entity === 'brand' ? `e.site = c.site and e.${s.id} = c.id` : `e.${s.id} = c.id`;
  // A word's (id, key, site) entries: the same item has the same entry in every word's lists.
  // With `first`, each listed word's first ids only: the best `first` of the union are the word's best `first`.
  const entries = (words: number, sites: number, first?: number) => `select u.id, u.key, l.site from ${SEARCH_WORD_LISTS_TABLE} l,
      ${first ? `unnest(l.ids[1:${first}], l.keys[1:${first}])` : 'unnest(l.ids, l.keys)'} u(id, key)
      where l.entity = '${entity}' and (l.word, l.site) in (select * from unnest($${words}::text[], $${sites}::text[]))`;
  const holds = `exists (select 1 from ${s.table} e where ${own} and e.${s.name} ilike all($1::text[]))`;
  const wordsOf = (w: (typeof listed)[number]) => [w.rows.map((r) => r.word), w.rows.map((r) => r.site)];
  const read = (candidates: string, params: unknown[]) =>
    sql.query<{ id: string; key: number; site: string }>(
      entity === 'brand'
        ? // Each brand at its best row that holds the words; the brands' lists are short (a brand a row per site).
          `select id::text as id, key::float8 as key, site from (
             select distinct on (c.id) c.id, c.key, c.site from (${candidates}) c where ${holds} order by c.id, c.key desc, c.site
           ) b order by key desc, id limit ${FIND_LIMIT}`
        : `select c.id::text as id, c.key::float8 as key, c.site from (${candidates}) c where ${holds} order by c.key desc, c.id limit ${FIND_LIMIT}`,
      [patterns, ...params],
    );
  const done = (rows: { id: string; key: number; site: string }[]) => rows.map((r) => ({ id: r.id, key: Number(r.key), site: r.site }));
  // First the rarest word's best CHECKED_FIRST items, each checked for the other words: where many hold
  // them all, the answer is there. Its whole lists otherwise, intersected (hashed) with those of the
  // other words, the rarest first, while they hold at most INTERSECTED times its ids together: "floral dress
  // set of 2 3" checked 12,662 product rows of "floral" to find none (121 ms on the large database), 750
  // once they also hold "dress" and "set" (47 ms).
  const first = entity === 'brand' || rarest.n <= checkedFirst;
  const head = await read(
    first
      ? `select distinct * from (${entries(2, 3)}) a order by key desc, id`
      : `select distinct * from (${entries(2, 3, checkedFirst)}) a order by key desc, id limit ${checkedFirst}`,
    wordsOf(rarest),
  );
  if (first || head.length === FIND_LIMIT) return done(head);
  // The short words too when the rarest is the only long one ("nạ Tiện": "tiện" holds 20,000
  // Vietnamese titles, few with "nạ"; a short word's listed words are all read, 10-20 ms), the rarest
  // first, as long as their ids together are at most INTERSECTED times the rarest word's.
  let budget = rarest.n * INTERSECTED;
  const also = [...others, ...(others.length ? [] : await Promise.all(short.map(list)))]
    .sort((a, b) => a.n - b.n)
    .filter((w) => (budget -= w.n) >= 0);
  const sets = [rarest, ...also].map((_, i) => entries(2 * i + 2, 2 * i + 3)).join('\n intersect ');
  return done(await read(`${sets}`, [rarest, ...also].flatMap(wordsOf)));
}

/** `rows` in the order of `matches` (by `keyOf`; a brand's by id and site). */
export function inMatchOrder<T>(matches: readonly WordMatch[], rows: readonly T[], keyOf: (row: T) => string, matchKey: (m: WordMatch) => string = (m) => m.id): T[] {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return matches.flatMap((m) => {
    const row = byKey.get(matchKey(m));
    return row ? [row] : [];
  });
}

/**
 * The rows of the items of `entity` whose name holds every word of `text`, best first: `select` reads
 * them by their ids (`$1`, the matches' ids), `keyOf` names a row's id.
 */
export async function foundRows<T>(sql: MarketSql, entity: Exclude<SearchWordEntity, 'brand'>, text: string, site: string | undefined, select: string, keyOf: (row: T) => string): Promise<T[]> {
  const matches = await searchWordMatches(sql, entity, findPatterns(text), site);
  if (matches.length === 0) return [];
  return inMatchOrder(matches, await sql.query<T>(select, [matches.map((m) => m.id)]), keyOf);
}
