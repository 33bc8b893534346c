// The search's word lists (migrations 0054 and 0055): every picker's matches read from them are the
// matches a scan of every name gave (each word held, any case, LIKE's characters literal, best first, a
// brand once on its best site), for one word (common, rare, one and two letters, Chinese and Thai,
// another case), several words, a site, a word nothing holds; a search that stops reading listed words
// early, intersects the lists of one word only, or of none (every name checked best first), and checks
// a few candidates' names before the others, answers as one that intersects every list it can; and the
// migrations fill the tables from tables derived before them as the derive does. PGlite and PostgreSQL.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { findPatterns, searchWordMatches, type SearchBounds, type WordMatch } from '../queries/search-words';
import { derivedTestMarket } from './derived-test-market';
import { CLEAN_PENDING_WORDS, SEARCH_ITEMS_TABLE, SEARCH_WORD_LISTS_TABLE, SEARCH_WORD_SOURCES, SEARCH_WORDS_TABLE, type SearchWordEntity } from './workbench-search-words-derive';

const market = derivedTestMarket(12);

const ENTITIES = Object.keys(SEARCH_WORD_SOURCES) as SearchWordEntity[];

/**
 * Other ways than the default: two listed words read before checking, three candidates' names checked
 * first, then the other words' lists merged; the lists of one word only intersected, or of none (every
 * name checked best first), or of every word (no budget).
 */
const WAYS: [string, SearchBounds][] = [
  ['one list', { prune: 2, checkedFirst: 3, budget: Infinity, intersected: 1 }],
  ['no list', { prune: 2, checkedFirst: 3, budget: 0, intersected: 8 }],
  ['every list', { prune: 2, checkedFirst: 3, budget: Infinity, intersected: 8 }],
];

/** The pickers' matching before the lists: every name of the entity read, each word an ILIKE. */
async function scanned(entity: SearchWordEntity, patterns: string[], site?: string): Promise<WordMatch[]> {
  const s = SEARCH_WORD_SOURCES[entity];
  const where = [`${s.name} ilike all($1::text[])`, ...(s.where ? [s.where] : []), ...(site ? ['site = $2'] : [])].join(' and ');
  const params = site ? [patterns, site] : [patterns];
  const rows = await market.sql.query<{ id: string; key: number; site: string }>(
    entity === 'brand'
      ? `select id, key, site from (select distinct on (brand_id) brand_id::text as id, units_30::float8 as key, site, brand_id from ${s.table} where ${where}
           order by brand_id, units_30 desc, site) b order by key desc, brand_id limit 20`
      : `select ${s.id}::text as id, ${s.key}::float8 as key, site from ${s.table} where ${where} order by ${s.key} desc, ${s.id} limit 20`,
    params,
  );
  return rows.map((r) => ({ id: r.id, key: Number(r.key), site: r.site }));
}

/** Searches of each kind, from the entity's own names: [text, site?]. */
async function searchesOf(entity: SearchWordEntity): Promise<[string, string?][]> {
  const s = SEARCH_WORD_SOURCES[entity];
  const names = await market.sql.query<{ name: string; site: string }>(
    `select ${s.name} as name, site from ${s.table} where ${s.where ?? 'true'} order by ${s.key} desc, ${s.id} limit 400`,
  );
  const words = names.flatMap((n) => n.name.split(/\s+/)).filter(Boolean);
  const count = new Map<string, number>();
  for (const w of words) count.set(w, (count.get(w) ?? 0) + 1);
  const byCount = [...count.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const cjk = words.find((w) => /\p{Script=Han}/u.test(w));
  const thai = words.find((w) => /\p{Script=Thai}/u.test(w));
  const first = names[0] as { name: string; site: string };
  const firstWords = first.name.split(/\s+/).filter(Boolean);
  return [
    [byCount[0] as string],
    [byCount[1] as string, first.site],
    [(byCount[0] as string).toUpperCase()],
    [byCount[byCount.length - 1] as string],
    ...(cjk ? [[cjk] as [string], [[...cjk].slice(0, 1).join('')] as [string]] : []),
    ...(thai ? [[thai] as [string], [[...thai].slice(0, 2).join('')] as [string]] : []),
    ['a'],
    ['e', first.site],
    ['an'],
    [[...(byCount[2] as string)].slice(0, 2).join('')],
    [first.name],
    [firstWords.slice(0, 2).join(' ')],
    [`${firstWords[firstWords.length - 1]} ${byCount[0]}`, first.site],
    [`${byCount[0]} ${byCount[1]}`],
    [`a e o`],
    ['zqxv'],
    ['%_%'],
    [`${byCount[0]} zqxv`],
  ];
}

describe("the search's word lists", () => {
  it.each(ENTITIES)("find each %s's matches a scan of every name found, for one word or several, any case, a site", async (entity) => {
    let found = 0;
    for (const [text, site] of await searchesOf(entity)) {
      const patterns = findPatterns(text);
      const expected = await scanned(entity, patterns, site);
      expect(await searchWordMatches(market.sql, entity, patterns, site), `${entity} "${text}" ${site ?? ''}`).toEqual(expected);
      for (const [way, bounds] of WAYS) {
        expect(await searchWordMatches(market.sql, entity, patterns, site, bounds), `${entity} "${text}" ${site ?? ''}, ${way}`).toEqual(expected);
      }
      found += expected.length;
    }
    expect(found).toBeGreaterThan(entity === 'brand' ? 20 : 100);
  }, 120_000);

  it('answer the pickers in their order and shape', async () => {
    const [top] = await market.sql.query<{ goods_id: string; title: string }>(`select goods_id::text as goods_id, title from market_workbench_products order by units_30 desc, goods_id limit 1`);
    const word = top?.title.split(/\s+/)[0] ?? '';
    const found = await market.reads.findProducts(word);
    expect(found.map((f) => f.id)).toEqual((await scanned('product', findPatterns(word))).map((m) => m.id));
    expect(found[0]).toMatchObject({ id: top?.goods_id, title: top?.title });
    const brands = await market.sql.query<{ name: string }>(`select name from market_workbench_brands where site <> 'ALL' order by units_30 desc limit 1`);
    const brandWord = brands[0]?.name.split(/\s+/)[0] ?? '';
    const brandFound = await market.reads.brands.find(brandWord);
    expect(brandFound.map((b) => `${b.id}/${b.site}`)).toEqual((await scanned('brand', findPatterns(brandWord))).map((m) => `${m.id}/${m.site}`));
    expect(brandFound.length).toBeGreaterThan(0);
  });

  it('are filled by their migrations from tables derived before them as the derive fills them', async () => {
    const content = async () => ({
      words: await market.sql.query<Record<string, unknown>>(
        `select w.entity, w.word, w.site, w.items, w.top_key::text as top_key, w.top_ids::text as top_ids, w.top_keys::text as top_keys, l.ords::text as ords
         from ${SEARCH_WORDS_TABLE} w join ${SEARCH_WORD_LISTS_TABLE} l using (entity, word, site) order by w.entity, w.word, w.site`,
      ),
      items: await market.sql.query<Record<string, unknown>>(`select entity, ord, site, id::text as id, key::text as key, name from ${SEARCH_ITEMS_TABLE} order by entity, ord`),
    });
    // Pages of the trigram indexes' pending lists (the derive and the migration leave none).
    const pending = async () => (await market.sql.query<{ n: number }>(`select coalesce(sum(n), 0)::int as n from (${CLEAN_PENDING_WORDS}) p(n)`))[0]?.n;
    expect(await pending()).toBe(0);
    const derived = await content();
    expect(derived.words.length).toBeGreaterThan(100);
    expect(new Set(derived.words.map((r) => r['entity']))).toEqual(new Set(ENTITIES));
    expect(new Set(derived.items.map((r) => r['entity']))).toEqual(new Set(ENTITIES));
    await market.sql.exec(`drop table ${SEARCH_WORDS_TABLE}; drop table ${SEARCH_WORD_LISTS_TABLE}; drop table ${SEARCH_ITEMS_TABLE}`);
    for (const file of ['0054_workbench_search_words.sql', '0055_workbench_search_items.sql']) {
      const migration = await readFile(fileURLToPath(new URL(`../../../drizzle/${file}`, import.meta.url)), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await market.sql.exec(statement);
    }
    expect(await content()).toEqual(derived);
    expect(await pending()).toBe(0);
  });
});
