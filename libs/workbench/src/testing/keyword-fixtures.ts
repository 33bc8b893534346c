// Search-word fixtures (issue 29 item 2) for the stories and tests: a site's ranking of words, a
// word's days, its related words and the shops selling what it finds.
import type { FoundShop, KeywordHistoryPoint, KeywordRef, KeywordRow } from '../shared/types';
import { FIXTURE_DAY, THAI_ROWS, THAI_SHOPS } from './fixtures';

const WORDS = ['phone case', 'phone case pink', 'lip tint', 'running shoes', 'rice cooker', 'baby wipes', 'face serum', 'power bank', 'yoga mat', 'water bottle'];

const dayBefore = (days: number) => new Date(Date.parse(`${FIXTURE_DAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** `count` Thai words ranked by search index. */
export function keywordRows(count: number): KeywordRow[] {
  let search = 900_000;
  return Array.from({ length: count }, (_, i) => {
    search = Math.round(search * 0.93);
    const productBase = 400 + ((i * 337) % 5000);
    const foundShops = i % 8 === 7 ? 0 : 1 + (i % 6);
    const foundUnits = foundShops === 0 ? 0 : 40 + ((i * 97) % 900);
    return {
      rank: i + 1,
      rankChange: i % 5 === 2 ? null : (i % 7) - 3,
      id: String(1000 + i),
      keyword: `${WORDS[i % WORDS.length]}${i >= WORDS.length ? ` ${Math.floor(i / WORDS.length) + 1}` : ''}`,
      site: 'TH',
      currency: 'THB',
      categoryId: 99991 + (i % 9),
      searchIndex: search,
      growth: i % 9 === 4 ? null : ((i * 13) % 80) - 20,
      productBase,
      productBaseGrowth: i % 10 === 3 ? null : ((i * 7) % 30) - 5,
      recommendedBid: 2 + (i % 9) * 0.5,
      recommendedBidUsd: Math.round((2 + (i % 9) * 0.5) * 0.028 * 100) / 100,
      topProducts: THAI_ROWS.slice(i % 5, (i % 5) + 3).map(({ id, title, image }) => ({ id, title, image, site: 'TH' as const })),
      foundUnits,
      foundShops,
      salesPerShop: foundShops > 0 ? Math.round((foundUnits / foundShops) * 100) / 100 : null,
      searchGrowth30: i % 9 === 4 ? null : ((i * 11) % 60) - 10,
      blueOcean: i % 9 === 4 || i % 10 === 3 || foundShops === 0 ? null : 1.5 + (i % 4) * 0.25,
      trend: Array.from({ length: 30 }, (_, d) => Math.round((search / 30) * (0.8 + ((d * 7 + i) % 10) / 25))),
      ...(i % 6 === 5 ? { firstSeenAt: dayBefore(9) } : {}),
    };
  });
}

export const THAI_WORDS: KeywordRow[] = keywordRows(30);

/** A word's days ending on the fixture day, oldest first. */
export function keywordHistoryPoints(days: number): KeywordHistoryPoint[] {
  return Array.from({ length: days }, (_, i) => ({
    date: dayBefore(days - 1 - i),
    searchIndex: 20_000 + ((i * 733) % 9000),
    productBase: 3200 + i * 4,
    recommendedBid: 3 + (i % 5) * 0.25,
  }));
}

export const RELATED_WORDS: KeywordRef[] = THAI_WORDS.slice(1, 7).map((w) => ({ id: w.id, keyword: w.keyword, searchIndex: w.searchIndex }));

export const FOUND_SHOPS: FoundShop[] = THAI_SHOPS.slice(0, 4).map((s, i) => ({ id: s.id, name: s.name, logo: s.logo, type: s.type, products: 4 - i, units: 900 - i * 200 }));
