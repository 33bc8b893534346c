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
// Several words: each word's lists hold the numbers of its items in the picker's order, so the words'
// lists merged (a word's) and intersected (the words') are the items holding them all, best first; the
// first FIND_LIMIT numbers are the answer, read from the narrow items table, and no entity's row is
// read (the check of each candidate's wide row cost 30-110 ms at --scale large, 1 s from disk). The
// words whose lists are cheap to merge are intersected (MERGE_BUDGET); a short word (one or two
// letters: no trigram finds its listed words) or a common one is checked on the candidates' lower-cased
// names instead, best first, stopping at FIND_LIMIT. A brand is one item on its best site (the picker's site column).
import { SEARCH_ITEMS_TABLE, SEARCH_WORD_LISTS_TABLE, SEARCH_WORDS_TABLE, type SearchWordEntity } from '../derive/workbench-search-words-derive';
import type { MarketSql } from '../market-sql';

/** Matches a picker answers. */
export const FIND_LIMIT = 20;
/** Words of a search that are used (the rest are ignored). */
export const FIND_WORDS = 8;
/** Candidates of a search of several words whose names are checked first, before all the others. */
export const CHECKED_FIRST = 300;
/**
 * The words' lists a search of several words merges and intersects, in array elements copied (each
 * list merged into the union of the word's lists before it): 4 M is ~8 ms on the large database.
 */
export const MERGE_BUDGET = 4_000_000;
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

/** How far a search reads before it checks (smaller in the tests, so every way runs). */
export interface SearchBounds {
  /** PRUNE_ROWS. */
  prune: number;
  /** CHECKED_FIRST. */
  checkedFirst: number;
  /** MERGE_BUDGET. */
  budget: number;
  /** At most this many words' lists intersected (FIND_WORDS: every word the budget allows). */
  intersected: number;
}

const BOUNDS: SearchBounds = { prune: PRUNE_ROWS, checkedFirst: CHECKED_FIRST, budget: MERGE_BUDGET, intersected: FIND_WORDS };

/** The items of `entity` whose name holds every pattern (findPatterns), of `site` when given, best first. */
export async function searchWordMatches(
  sql: MarketSql,
  entity: SearchWordEntity,
  patterns: readonly string[],
  site?: string,
  bounds: SearchBounds = BOUNDS,
): Promise<WordMatch[]> {
  if (patterns.length === 0) return [];
  if (patterns.length === 1) return oneWord(sql, entity, patterns[0] as string, bounds.prune, site);
  return severalWords(sql, entity, patterns, bounds, site);
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

/** A pattern's listed words (of the site when given), how many items they hold and what merging their lists costs. */
interface Listed {
  pattern: string;
  rows: { word: string; site: string; items: number }[];
  /** Items the listed words hold (an item holding two of them counted twice). */
  n: number;
  /** The union's work: each list merged into the union of those before it (array elements copied). */
  cost: number;
}

/** An item read from SEARCH_ITEMS_TABLE: its number, id, key and site. */
interface ItemRow {
  ord: number;
  id: string;
  key: number;
  site: string;
}

async function severalWords(sql: MarketSql, entity: SearchWordEntity, patterns: readonly string[], bounds: SearchBounds, site?: string): Promise<WordMatch[]> {
  // Each long word's listed words (its entity's trigram index); the short ones (one or two letters,
  // no trigram: a scan of the entity's words) only when no word is long.
  const list = async (pattern: string): Promise<Listed> => {
    const rows = await sql.query<{ word: string; site: string; items: number }>(
      `select word, site, items from ${SEARCH_WORDS_TABLE} where entity = '${entity}' and word like lower($1)${site ? ' and site = $2' : ''} order by items`,
      site ? [pattern, site] : [pattern],
    );
    const n = rows.reduce((sum, r) => sum + Number(r.items), 0);
    let union = 0;
    const cost = rows.reduce((sum, r) => sum + (union += Number(r.items)), 0);
    return { pattern, rows, n, cost };
  };
  const long = patterns.filter(indexed);
  const listed = await Promise.all((long.length ? long : patterns).map(list));
  if (listed.some((w) => w.n === 0)) return [];
  // The cheapest words' lists are intersected while their cost fits the budget; the other words are
  // checked on the items' lower-cased names, best first, stopping at the answer.
  let spent = 0;
  const merged = [...listed]
    .sort((a, b) => a.cost - b.cost)
    .filter((w, i) => i < bounds.intersected && (spent += w.cost) <= bounds.budget);
  const mergedPatterns = new Set(merged.map((w) => w.pattern));
  const checked = patterns.filter((p) => !mergedPatterns.has(p));
  const nameHolds = (param: number) => (checked.length ? ` and i.name like all(array(select lower(p) from unnest($${param}::text[]) p))` : '');
  const answer = (rows: ItemRow[]): WordMatch[] => {
    // A brand once, at its first row (its best: key descending, then site); the rows are in number order.
    const seen = new Set<string>();
    const out: WordMatch[] = [];
    for (const r of rows) {
      if (out.length === FIND_LIMIT) break;
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push({ id: r.id, key: Number(r.key), site: r.site });
    }
    return out;
  };
  const items = `select i.ord, i.id::text as id, i.key::float8 as key, i.site from ${SEARCH_ITEMS_TABLE} i where i.entity = '${entity}'`;
  // A brand has a row per site: its lists are short, every row read.
  const limit = entity === 'brand' ? '' : ` limit ${FIND_LIMIT}`;
  if (merged.length === 0) {
    // Every word is common (each list's cost above the budget): the items best first, each name checked.
    return answer(await sql.query<ItemRow>(`${items}${site ? ' and i.site = $2' : ''}${nameHolds(1)} order by i.ord${limit}`, site ? [checked, site] : [checked]));
  }
  // The words' lists, each word's merged (union) and the words' intersected: the numbers of the items
  // holding them all, ascending (best first). Then the items of the numbers in [from, to], checked.
  const words = merged.flatMap((w, j) => w.rows.map((r) => [r.word, r.site, j] as const));
  const read = (from: number, to?: number) =>
    sql.query<ItemRow & { total: number }>(
      `with held as (
         select coalesce(intarray.intersection_agg(u.ords order by cardinality(u.ords)), '{}') as ords from (
           select intarray.union_agg(l.ords order by cardinality(l.ords)) as ords from unnest($1::text[], $2::text[], $3::int4[]) q(word, site, j)
           join ${SEARCH_WORD_LISTS_TABLE} l on l.entity = '${entity}' and l.word = q.word and l.site = q.site group by q.j
         ) u
       )
       select cardinality(held.ords) as total, i.* from held left join lateral (
         ${items} and i.ord = any(held.ords[${from}:${to ?? ''}])${nameHolds(4)}
       ) i on true order by i.ord${limit}`,
      [words.map((w) => w[0]), words.map((w) => w[1]), words.map((w) => w[2]), ...(checked.length ? [checked] : [])],
    );
  // Without words left to check, the first numbers are the answer (a brand's: all, since it repeats).
  if (checked.length === 0) return answer((await read(1, entity === 'brand' ? undefined : FIND_LIMIT)).filter((r) => r.ord !== null));
  const head = await read(1, bounds.checkedFirst);
  const found = head.filter((r) => r.ord !== null);
  const total = Number(head[0]?.total ?? 0);
  if (answer(found).length === FIND_LIMIT || total <= bounds.checkedFirst) return answer(found);
  return answer([...found, ...(await read(bounds.checkedFirst + 1)).filter((r) => r.ord !== null)]);
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
