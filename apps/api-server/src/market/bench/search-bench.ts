// bench:data's timing of the workbench search (issue 29 item 6; GET /search and the pickers of
// GET /item/find): each type's finders over all sites, on the first words of search words (what
// `--workbench` has always timed), then type 1 (products) and type 6 (all five) on each kind of input
// the page can send: one word of a product title (common to rare), several words, short words (one
// or two letters), Chinese and Thai words, product and shop ids and links, a word nothing holds, and a
// product title's words within one site (the picker's). `--search` runs it alone.
import type { MarketSiteCode } from '@sealens/domain';

import { SEARCH_TYPES } from '../../api/workbench/realtime-routes';
import { productLink, type WorkbenchQueries } from '../queries/workbench-queries';

type Timer = (label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string) => Promise<string>;

type Finder = (name: string, site?: string) => Promise<unknown>;

/** Each entity's picker, as GET /search runs them. */
function findersOf(workbench: WorkbenchQueries): Record<'product' | 'shop' | 'keyword' | 'brand' | 'category', Finder> {
  return {
    product: (name, site) => workbench.findProducts(name, site),
    shop: (name, site) => workbench.shops.find(name, site),
    keyword: (name, site) => workbench.keywords.find(name, site),
    brand: (name, site) => workbench.brands.find(name, site),
    category: (name, site) => workbench.categories.find(name, site),
  };
}

const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;

/** The search page's types on the first words of 500 search words (the `--workbench` lines). */
export async function timeSearchTypes(workbench: WorkbenchQueries, iterations: number, timeQueries: Timer): Promise<string[]> {
  const names = (await workbench.sql.query<{ word: string }>(`select split_part(keyword, ' ', 1) as word from market_workbench_keywords order by keyword_id limit 500`)).map((r) => r.word);
  const finders = findersOf(workbench);
  const lines: string[] = [];
  for (const [type, entities] of Object.entries(SEARCH_TYPES)) {
    lines.push(
      await timeQueries(`workbench search type ${type} (${entities.join(', ')})`, iterations, (i) => {
        const name = pick(names, i);
        return Promise.all(entities.map((entity) => finders[entity](name)));
      }, (i) => pick(names, i)),
    );
  }
  return lines;
}

/** The inputs of each kind, read from the data (words of titles by how many titles hold them). */
async function inputsOf(workbench: WorkbenchQueries): Promise<{ kind: string; inputs: string[]; site?: (i: number) => string }[]> {
  const sql = workbench.sql;
  // Words of a sample of titles, with how many of the sample hold each: common and rare ones.
  const words = await sql.query<{ word: string; n: number }>(
    `select w as word, count(*)::int as n from (select title from market_workbench_products order by md5(goods_id::text) limit 20000) p,
       regexp_split_to_table(p.title, ' +') w where length(w) >= 3 group by w order by n desc, w`,
  );
  const titles = await sql.query<{ title: string; site: string; goods_id: string; shop_id: string }>(
    `select title, site, goods_id::text as goods_id, shop_id::text as shop_id from market_workbench_products order by md5(goods_id::text) limit 500`,
  );
  const keywords = await sql.query<{ keyword: string; site: string }>(
    `select keyword, site from market_workbench_keywords where site in ('TW', 'TH') or keyword like '% %' order by md5(keyword_id::text) limit 3000`,
  );
  const common = words.slice(0, 50).map((w) => w.word);
  const rare = words.filter((w) => w.n <= 3).slice(0, 200).map((w) => w.word);
  const of = (site: string) => keywords.filter((k) => k.site === site).map((k) => k.keyword);
  const titleWords = titles.map((t) => t.title.split(/\s+/));
  return [
    { kind: 'a common title word', inputs: common },
    { kind: 'a rare title word', inputs: rare },
    { kind: 'two title words', inputs: titleWords.map((w, i) => `${w[i % w.length]} ${w[(i + 2) % w.length]}`) },
    { kind: 'a whole title', inputs: titles.map((t) => t.title) },
    { kind: 'a search word (several words)', inputs: keywords.filter((k) => k.keyword.includes(' ')).map((k) => k.keyword) },
    { kind: 'two letters', inputs: [...new Set(words.slice(0, 300).map((w) => [...w.word].slice(0, 2).join('').toLowerCase()))] },
    { kind: 'one letter', inputs: ['a', 'e', 'o', 's', 'm', 'k', 'x', 'é', 'ờ', '手', 'ก'] },
    { kind: 'Chinese', inputs: of('TW') },
    { kind: 'Thai', inputs: of('TH') },
    { kind: 'product ids and links', inputs: titles.flatMap((t) => [t.goods_id, productLink(t.site as MarketSiteCode, t.shop_id, t.goods_id)]) },
    { kind: 'shop links', inputs: titles.map((t) => `https://shopee.co.id/shop/${t.shop_id}`) },
    { kind: 'a word nothing holds', inputs: ['zqxv', 'qwzzk pink', 'xylophonez', '無此字詞'] },
    { kind: 'title words within a site', inputs: titleWords.map((w, i) => w[i % w.length] ?? ''), site: (i) => pick(titles, i).site },
  ];
}

/** Type 1 and type 6 on each kind of input, then the `--workbench` lines. */
export async function timeSearch(workbench: WorkbenchQueries, iterations: number, timeQueries: Timer): Promise<string[]> {
  const finders = findersOf(workbench);
  const lines: string[] = [];
  for (const { kind, inputs, site } of await inputsOf(workbench)) {
    if (inputs.length === 0) continue;
    for (const type of [1, 6] as const) {
      const entities = SEARCH_TYPES[type];
      lines.push(
        await timeQueries(`search type ${type}, ${kind}`, iterations, (i) => {
          const name = pick(inputs, i);
          return Promise.all(entities.map((entity) => finders[entity](name, site?.(i))));
        }, (i) => JSON.stringify(pick(inputs, i))),
      );
    }
  }
  return [...lines, ...(await timeSearchTypes(workbench, iterations, timeQueries))];
}
