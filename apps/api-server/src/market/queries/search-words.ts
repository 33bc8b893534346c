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
 * list merged into the union of the word's lists before it, ROW_COST a list): 1.5 M is ~3 ms on the
 * large database when quiet, ~9 ms at load 5.
 */
export const MERGE_BUDGET = 1_500_000;
/** A list's own cost in MERGE_BUDGET's elements (reading and merging a list, however short). */
export const ROW_COST = 1_000;
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

/** A pattern's listed words (of the site when given) and how many items they hold. */
interface Listed {
  pattern: string;
  /** Best first by items ascending; cut at `limit` rows when it was given (the word is then too costly to merge). */
  rows: { word: string; site: string; items: number }[];
  /** Items the listed words hold (an item holding two of them counted twice); 0: none. */
  n: number;
}

/** Merging a word's lists: each list merged into the union of those before it (its array elements copied), ROW_COST a list. */
const unionCost = (w: Listed) => {
  let union = 0;
  return w.rows.reduce((sum, r) => sum + (union += Number(r.items)) + ROW_COST, 0);
};

/** Intersecting `candidates` with each of a word's lists, then merging what is left of them. */
const againstCost = (candidates: number) => (w: Listed) => w.rows.length * (candidates + ROW_COST) + w.n;

/** The words whose lists are merged: the cheapest first, while their cost fits the budget. */
function withinBudget(listed: readonly Listed[], bounds: SearchBounds, cost: (w: Listed) => number, taken = 0): Listed[] {
  let spent = 0;
  return listed
    .map((w) => ({ w, cost: cost(w) }))
    .sort((a, b) => a.cost - b.cost)
    .filter((c, i) => i + taken < bounds.intersected && (spent += c.cost) <= bounds.budget)
    .map((c) => c.w);
}

/** An item read from SEARCH_ITEMS_TABLE (its number, id, key and site), or the nulls of none. */
type ItemRow = { ord: number; id: string; key: number; site: string } | { ord: null };

/** Each item once (a brand at its first row: its best, key descending then site), of rows in number order, at most FIND_LIMIT. */
function answerOf(rows: readonly ItemRow[]): WordMatch[] {
  const seen = new Set<string>();
  const out: WordMatch[] = [];
  for (const r of rows) {
    if (out.length === FIND_LIMIT) break;
    if (r.ord === null || seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({ id: r.id, key: Number(r.key), site: r.site });
  }
  return out;
}

async function severalWords(sql: MarketSql, entity: SearchWordEntity, patterns: readonly string[], bounds: SearchBounds, site?: string): Promise<WordMatch[]> {
  // A word's listed words: a long word's through its entity's trigram index, a short one's (one or two
  // letters, no trigram) by a scan of the key of the entity's words (1.7-2.1 ms for the products at
  // --scale large), cut where the word is too costly to merge anyway ("a" is 13,000 listed words).
  const rowsWithin = Number.isFinite(bounds.budget) ? Math.floor(bounds.budget / ROW_COST) + 1 : undefined;
  const list = async (pattern: string): Promise<Listed> => {
    const rows = await sql.query<{ word: string; site: string; items: number }>(
      `select word, site, items from ${SEARCH_WORDS_TABLE} where entity = '${entity}' and word like lower($1)${site ? ' and site = $2' : ''}
       order by items, word, site${rowsWithin === undefined ? '' : ` limit ${rowsWithin}`}`,
      site ? [pattern, site] : [pattern],
    );
    return { pattern, rows, n: rows.reduce((sum, r) => sum + Number(r.items), 0) };
  };
  const unmerged = (merged: readonly Listed[]) => patterns.filter((p) => !merged.some((w) => w.pattern === p));
  // Names are lower-cased like the listed words: `name ilike p` is `name like lower(p)`; the patterns'
  // array lower-cased as its text (braces, commas, quotes and backslashes have no case), a constant the planner sees.
  const namesHold = (param: number) => ` and i.name like all(lower($${param}::text[]::text)::text[])`;
  const itemsOf = (from: string) => `select i.ord, i.id::text as id, i.key::float8 as key, i.site from ${from} i where i.entity = '${entity}'`;
  const items = itemsOf(SEARCH_ITEMS_TABLE);
  // A brand has a row per site: its lists are short, every row read.
  const limit = entity === 'brand' ? '' : ` limit ${FIND_LIMIT}`;
  // The items best first (of the first `first` only, when given), their names checked for every word.
  const scan = (first?: number) => {
    const where = site ? ' and i.site = $2' : '';
    return sql.query<ItemRow>(
      first === undefined
        ? `${items}${where}${namesHold(1)} order by i.ord${limit}`
        : `${itemsOf(`(select * from ${SEARCH_ITEMS_TABLE} i where i.entity = '${entity}'${where} order by i.ord limit ${first})`)}${namesHold(1)} order by i.ord${limit}`,
      site ? [patterns, site] : [patterns],
    );
  };
  // The words' lists, each word's merged (union) and the words' intersected: the numbers of the items
  // holding them all, ascending (best first); `against`, words whose lists are intersected with those
  // numbers before they are merged. Then the items of the numbers in [from, to] whose names hold the
  // `checked` words, in number order (one row of nulls when none), with how many numbers there are.
  const read = (merged: readonly Listed[], against: readonly Listed[], checked: readonly string[], from: number, to?: number) => {
    const words = (ws: readonly Listed[]) => ws.flatMap((w, j) => w.rows.map((r) => [r.word, r.site, j] as const));
    const lists = (first: number) => `unnest($${first}::text[], $${first + 1}::text[], $${first + 2}::int4[]) q(word, site, j)
           cross join lateral (select l.ords from ${SEARCH_WORD_LISTS_TABLE} l where l.entity = '${entity}' and l.word = q.word and l.site = q.site limit 1) l`;
    const [m, a] = [words(merged), words(against)];
    return sql.query<ItemRow & { total: number }>(
      `with merged as (
         select coalesce(intarray.intersection_agg(u.ords order by cardinality(u.ords)), '{}') as ords from (
           select intarray.union_agg(l.ords order by cardinality(l.ords)) as ords from ${lists(1)} group by q.j
         ) u
       ), held as (
         select coalesce(intarray.intersection_agg(x.ords order by cardinality(x.ords)), '{}') as ords from (
           select ords from merged
           union all
           select intarray.union_agg(intarray._int_inter(merged.ords, l.ords)) from merged, ${lists(4)} group by q.j
         ) x
       )
       select cardinality(held.ords) as total, i.* from held left join lateral (
         ${items} and i.ord = any(held.ords[${from}:${to ?? ''}])${checked.length ? namesHold(7) : ''}
       ) i on true order by i.ord${limit}`,
      [...[m, a].flatMap((ws) => [ws.map((w) => w[0]), ws.map((w) => w[1]), ws.map((w) => w[2])]), ...(checked.length ? [checked] : [])],
    );
  };
  const long = patterns.filter(indexed);
  if (long.length === 0) {
    // Every word short, each held by many names: the entity's best CHECKED_FIRST items first.
    const head = answerOf(await scan(bounds.checkedFirst));
    if (head.length === FIND_LIMIT) return head;
  }
  const listed = await Promise.all((long.length ? long : patterns).map(list));
  if (listed.some((w) => w.n === 0)) return [];
  const merged = withinBudget(listed, bounds, unionCost);
  // Every word too common to merge its lists: every item best first, its name checked.
  if (merged.length === 0) return answerOf(await scan());
  const checked = unmerged(merged);
  // Without words left to check, the first numbers are the answer (a brand's: all, since it repeats).
  if (checked.length === 0) return answerOf(await read(merged, [], [], 1, entity === 'brand' ? undefined : FIND_LIMIT));
  // The other words checked on the best CHECKED_FIRST candidates' names: where many hold them all, the answer is there.
  const head = await read(merged, [], checked, 1, bounds.checkedFirst);
  const total = Number(head[0]?.total ?? 0);
  if (answerOf(head).length === FIND_LIMIT || total <= bounds.checkedFirst) return answerOf(head);
  // Otherwise few candidates hold the other words ("nạ Tiện": 20,000 Vietnamese titles hold "tiện", few
  // "nạ"; "bed sheet set of 2 4": 4,003 hold the long words, none "4", and checking their names cost 26
  // ms): the other words' lists intersected with the candidates, as far as a budget of their own allows
  // (a short word's listed by a scan), and every candidate left checked for the words still unmerged.
  const more = await Promise.all(checked.filter((p) => !listed.some((w) => w.pattern === p)).map(list));
  if (more.some((w) => w.n === 0)) return [];
  const against = withinBudget([...listed.filter((w) => !merged.includes(w)), ...more], bounds, againstCost(total), merged.length);
  const left = unmerged([...merged, ...against]);
  return answerOf(await read(merged, against, left, 1, left.length || entity === 'brand' ? undefined : FIND_LIMIT));
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
