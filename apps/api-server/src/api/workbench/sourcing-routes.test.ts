// Sourcing (issue 30 item 4): GET /sourcing lists the imported 1688 offers matching a product, each
// scored again here by the matcher from the product's row, the offer's row and the day's rate.
import { SITE_CURRENCIES, type SiteCode } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { MATCH_MAX, MATCH_MIN_SCORE, matchScore } from '../../market/sourcing/match';
import { titleWords } from '../../market/sourcing/title-words';
import { PricingRates } from '../../pricing/pricing-rates';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';
import type { WorkbenchSchemas } from './workbench-types';

let h: MemberHarness;
let sql: MarketSql;
let ultimate: string;
/** A product with matches, and its answer. */
let matched: { id: string; answer: WorkbenchSchemas['Sourcing'] };

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(30_411, 'ultimate');
  // Products whose word has offers, most offers first: the first with a match is the one checked.
  const ids = await sql.query<{ id: string }>(
    `select p.goods_id::text as id from market_products p join market_offers o on o.type_id = p.type_id group by p.goods_id order by count(*) desc, p.goods_id limit 60`,
  );
  for (const { id } of ids) {
    const body = (await get(`/api/workbench/sourcing?id=${id}`, ultimate)).body as { code: number; payload: WorkbenchSchemas['Sourcing'] };
    if (body.code === 200 && body.payload.offers.length > 0) {
      matched = { id, answer: body.payload };
      break;
    }
  }
  if (!matched) throw new Error('no product of the test data has a matching offer');
}, 180_000);
afterAll(() => h.close());

describe('GET /sourcing', () => {
  it("lists the offers of the product's category scoring at least 0.9, best first, each score the matcher's at the day's rate", async () => {
    const { answer } = matched;
    const [product] = await sql.query<{ title: string; price: number; site: SiteCode; type_id: number }>('select title, price, site, type_id from market_products where goods_id = $1::int8', [matched.id]);
    expect(answer.product).toMatchObject({ id: matched.id, title: product?.title, price: Number(product?.price), categoryId: product?.type_id });
    const rates = await new PricingRates(h.main.deps.db, h.main.deps.mode, h.main.deps.now).ratesFor();
    const perCny = Number(rates?.rates.find((r) => r.currency === SITE_CURRENCIES[product?.site ?? 'MY'])?.perCny);
    expect(answer.offers.length).toBeLessThanOrEqual(MATCH_MAX);
    const words = titleWords(product?.title ?? '');
    let previous = 1;
    for (const offer of answer.offers) {
      const [row] = await sql.query<{ title: string; prices: number[]; quantities: number[]; min_order: number }>(
        'select title, tier_prices as prices, tier_quantities as quantities, min_order from market_offers where offer_id = $1::int8',
        [offer.id],
      );
      expect(offer.categoryId).toBe(product?.type_id);
      expect(offer.tiers).toEqual(row?.quantities.map((q, i) => ({ minQuantity: Number(q), price: Number(row.prices[i]) })));
      expect(offer.minOrder).toBe(offer.tiers[0]?.minQuantity);
      const again = matchScore({ categoryId: Number(product?.type_id), title: product?.title ?? '', priceCny: Number(product?.price) / perCny }, words, {
        id: Number(offer.id),
        categoryId: offer.categoryId,
        title: row?.title ?? '',
        priceCny: Number(row?.prices[0]),
      });
      expect(offer.score).toBe(again.score);
      expect(offer.score).toBeGreaterThanOrEqual(MATCH_MIN_SCORE);
      expect(offer.score).toBeLessThanOrEqual(previous);
      previous = offer.score;
    }
  });

  it('answers 404 in the envelope for a product the data lacks and 400 for an id that is no number', async () => {
    expect((await get('/api/workbench/sourcing?id=1', ultimate)).body).toMatchObject({ code: 404 });
    expect((await get('/api/workbench/sourcing?id=abc', ultimate)).body).toMatchObject({ code: 400 });
  });
});
