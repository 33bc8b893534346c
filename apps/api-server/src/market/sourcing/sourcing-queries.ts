// The sourcing read (issue 30 item 4): a product's latest row and the 1688 offers that may be its
// source, scored by the matcher (match.ts). Candidates are the offers of the product's category that
// name its product word (one range of market_offers_word_idx), or the whole category when the title
// names no word the dictionary knows.
import type { MarketSql } from '../market-sql';
import { matchOffers, type MatchParts } from './match';
import { titleWords } from './title-words';

/** Most candidates of a category scored when the product's title names no known product word. */
const CATEGORY_CANDIDATES_MAX = 2_000;

export interface SourcingProduct {
  id: string;
  site: string;
  categoryId: number;
  title: string;
  image: string;
  price: number;
}

export interface SourcingOfferRow {
  id: number;
  categoryId: number;
  title: string;
  image: string;
  tierQuantities: number[];
  tierPrices: number[];
  minOrder: number;
  weightGrams: number;
  supplierName: string;
  supplierRating: number;
  priceCny: number;
}

export interface SourcingMatch {
  offer: SourcingOfferRow;
  parts: MatchParts;
}

export class SourcingQueries {
  constructor(private readonly sql: MarketSql) {}

  async product(goodsId: string): Promise<SourcingProduct | undefined> {
    const [row] = await this.sql.query<{ id: string; site: string; type_id: number; title: string; image: string; price: number }>(
      'select goods_id::text as id, site, type_id, title, image, price from market_products where goods_id = $1::int8',
      [goodsId],
    );
    return row ? { id: row.id, site: row.site, categoryId: Number(row.type_id), title: row.title, image: row.image, price: Number(row.price) } : undefined;
  }

  /** The offers matching `product`, best first; `perCny` is the site currency's units per CNY that day. */
  async matches(product: SourcingProduct, perCny: number): Promise<SourcingMatch[]> {
    const word = titleWords(product.title).productWord;
    const rows = await this.sql.query<{
      id: string; type_id: number; title: string; image: string; quantities: number[]; prices: number[]; min_order: number; weight_grams: number; supplier_name: string; supplier_rating: number;
    }>(
      `select offer_id::text as id, type_id, title, image, tier_quantities as quantities, tier_prices as prices, min_order, weight_grams, supplier_name, supplier_rating
       from market_offers where type_id = $1 and ($2::text is null or product_word = $2) order by offer_id limit ${CATEGORY_CANDIDATES_MAX}`,
      [product.categoryId, word],
    );
    const offers: SourcingOfferRow[] = rows.map((r) => {
      const prices = r.prices.map(Number);
      return {
        id: Number(r.id),
        categoryId: Number(r.type_id),
        title: r.title,
        image: r.image,
        tierQuantities: r.quantities.map(Number),
        tierPrices: prices,
        minOrder: Number(r.min_order),
        weightGrams: Number(r.weight_grams),
        supplierName: r.supplier_name,
        supplierRating: Math.round(Number(r.supplier_rating) * 10) / 10,
        priceCny: prices[0] ?? 0,
      };
    });
    return matchOffers({ categoryId: product.categoryId, title: product.title, priceCny: product.price / perCny }, offers);
  }
}
