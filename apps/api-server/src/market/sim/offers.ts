// The 1688 wholesale market's supplier offers (issue 30, sourcing), as the crawler's sourcing search
// finds them for a site's products. A known share of products were sourced from an offer: its title
// repeats, in simplified Chinese, the product word and the attribute words the product's title is built from
// (the seller copied the supplier's listing), sometimes leaving some out; its price is a fraction of
// the product's. Beside it the search finds rival offers of the same word with other attributes and
// offers of another word of the category. Which offer is whose source is the truth
// (OFFER_TRUTH_FILE), never in the offers file: the matcher (src/market/sourcing) has to find it.
import { SITE_PROFILES } from '../site-profiles';
import type { OfferRow, OfferTier } from '../feed/format';
import { hash32, rngOf, STREAM, type Rng } from './random';
import type { SimProduct } from './universe';
import { CATEGORY_PROFILES, MAINLAND_PREFIXES, MAINLAND_SUFFIXES, mainlandNounOf, nounCount } from './vocabulary';

/** Share of products sourced from a 1688 offer (the rest are the seller's own make or elsewhere). */
export const SOURCED_SHARE = 0.4;
/** Chance a product's search also finds a rival offer of the same word, and one of another word. */
export const RIVAL_SHARE = 0.6;
export const OTHER_WORD_SHARE = 0.3;
/** A product's offers are crawled once a week: the day set of day d carries those of products n with n % 7 = d % 7. */
export const OFFER_CRAWL_DAYS = 7;
/** Yuan per US dollar the simulated suppliers price at. */
const CNY_PER_USD = 7.1;
const OFFER_ID_BASE = 100_000_000_000;
/** Offer numbers are spread over 2^36 by an odd multiplier (a bijection): ids say nothing of order. */
const OFFER_ID_SPACE = 2 ** 36;
const OFFER_ID_MULTIPLIER = 0x9e3779b1;
const SUPPLIERS = 4_000;
const SUPPLIER_ID_BASE = 800_000_000;

const CITIES = ['义乌', '深圳', '广州', '东莞', '杭州', '汕头', '泉州', '宁波', '温州', '佛山'];
const WORDS = ['鑫源', '恒达', '优品', '金诚', '华美', '嘉禾', '顺发', '宏图', '新锐', '百川', '盛世', '佳诚'];
const KINDS = ['贸易有限公司', '日用品厂', '电子科技有限公司', '工艺品厂', '服饰有限公司', '实业有限公司'];
/** Words 1688 titles add that carry nothing of the product (none holds an attribute word: 现货 is one). */
export const FILLERS = ['厂家直销', '批发', '一件代发', '跨境专供', '源头工厂', '闪电发货'];
const MIN_ORDERS = [1, 2, 3, 5, 10, 20, 50];
/** Typical weight of a piece per category, grams. */
const WEIGHT_GRAMS: Readonly<Record<number, number>> = {
  99997: 450, 99991: 180, 99998: 120, 99996: 350, 99995: 300, 99990: 900, 99994: 400, 99999: 1_000, 99992: 700, 99989: 150, 99993: 20, 99987: 600,
};

/** The offer behind product n's search result k (0: its source, 1: a rival, 2: another word). */
export function offerIdOf(n: number, k: number): number {
  const key = BigInt(n * 3 + k);
  return OFFER_ID_BASE + Number((key * BigInt(OFFER_ID_MULTIPLIER)) % BigInt(OFFER_ID_SPACE));
}

export function isSourced(seed: number, n: number): boolean {
  return hash32(seed, STREAM.offer, n, 0) / 4294967296 < SOURCED_SHARE;
}

function supplierOf(rng: Rng): Pick<OfferRow, 'supplierId' | 'supplierName' | 'supplierRating'> {
  const i = rng.int(SUPPLIERS);
  const s = rngOf(i, STREAM.offer, 9);
  return {
    supplierId: SUPPLIER_ID_BASE + i + 1,
    supplierName: `${CITIES[s.int(CITIES.length)]}${WORDS[s.int(WORDS.length)]}${KINDS[s.int(KINDS.length)]}`,
    supplierRating: Math.round((3.5 + s.next() * 1.5) * 10) / 10,
  };
}

/** Quantity breaks from the minimum order: each larger one a few percent cheaper a piece. */
function tiersOf(rng: Rng, unitCny: number): OfferTier[] {
  const minOrder = MIN_ORDERS[rng.int(MIN_ORDERS.length)] ?? 1;
  const count = 1 + rng.int(3);
  const tiers: OfferTier[] = [];
  for (let t = 0; t < count; t++) {
    const price = Math.max(0.1, Math.round(unitCny * Math.pow(0.93, t) * 100) / 100);
    const last = tiers[tiers.length - 1];
    tiers.push({ minQuantity: minOrder * Math.pow(10, t), price: last ? Math.min(last.price, price) : price });
  }
  return tiers;
}

/** A 1688-style title in simplified Chinese: words run together, attribute words optional, a filler at the end. */
function titleOf(rng: Rng, parts: { brand?: string; typeId: number; noun: number; prefix: number | null; suffix: number | null }): string {
  const prefix = parts.prefix === null ? '' : (MAINLAND_PREFIXES[parts.prefix % MAINLAND_PREFIXES.length] ?? '');
  const suffix = parts.suffix === null ? '' : (MAINLAND_SUFFIXES[parts.suffix % MAINLAND_SUFFIXES.length] ?? '');
  const brand = parts.brand ? `${parts.brand} ` : '';
  return `${brand}${prefix}${mainlandNounOf(parts.typeId, parts.noun)}${suffix} ${FILLERS[rng.int(FILLERS.length)]}`;
}

function offerRow(
  rng: Rng,
  id: number,
  p: SimProduct,
  parts: { brand?: string; noun: number; prefix: number | null; suffix: number | null },
  unitCny: number,
): OfferRow {
  const tiers = tiersOf(rng, unitCny);
  const weight = WEIGHT_GRAMS[p.typeId] ?? 300;
  return {
    id,
    categoryId: p.typeId,
    title: titleOf(rng, { ...parts, typeId: p.typeId }),
    image: `/demo/offers/${id}.png`,
    tiers,
    minOrder: tiers[0]?.minQuantity ?? 1,
    weightGrams: Math.max(5, Math.round(weight * Math.exp(0.4 * rng.normal()))),
    ...supplierOf(rng),
  };
}

/** A product's price in US dollars as its listing shows it. */
const usdOf = (p: SimProduct) => p.basePrice / (SITE_PROFILES[p.site].priceLevel * SITE_PROFILES[p.site].perUsd);

/**
 * The offers the crawler's search finds for product `p` (numbered `n`), and the source among them
 * (the truth: kept out of the offers file).
 */
export function offersOf(seed: number, p: SimProduct): { offers: OfferRow[]; source: number | null } {
  const rng = rngOf(seed, STREAM.offer, p.n, 1);
  const noun = p.subTypeId % 100 - 1;
  const offers: OfferRow[] = [];
  let source: number | null = null;
  if (isSourced(seed, p.n)) {
    source = offerIdOf(p.n, 0);
    // The seller's cost: a fifth to a half of the listed price.
    const cost = usdOf(p) * CNY_PER_USD * (0.2 + rng.next() * 0.3);
    offers.push(
      offerRow(rng, source, p, {
        brand: p.brand && rng.next() < 0.6 ? p.brand.name : undefined,
        noun,
        prefix: rng.next() < 0.7 ? p.prefix : null,
        suffix: rng.next() < 0.85 ? p.suffix : null,
      }, cost),
    );
  }
  const category = CATEGORY_PROFILES[p.typeId];
  const marketCost = () => (category?.medianUsd ?? 10) * Math.exp((category?.spread ?? 0.8) * rng.normal()) * CNY_PER_USD * (0.2 + rng.next() * 0.3);
  if (rng.next() < RIVAL_SHARE) {
    offers.push(offerRow(rng, offerIdOf(p.n, 1), p, { noun, prefix: rng.next() < 0.6 ? rng.int(8) : null, suffix: rng.next() < 0.8 ? rng.int(10) : null }, marketCost()));
  }
  if (rng.next() < OTHER_WORD_SHARE && nounCount(p.typeId) > 1) {
    const other = (noun + 1 + rng.int(nounCount(p.typeId) - 1)) % nounCount(p.typeId);
    offers.push(offerRow(rng, offerIdOf(p.n, 2), p, { noun: other, prefix: rng.next() < 0.6 ? rng.int(8) : null, suffix: rng.next() < 0.8 ? rng.int(10) : null }, marketCost()));
  }
  return { offers, source };
}

/** One sourced product's truth: the offer it was sourced from. */
export interface OfferTruthRow {
  goodsId: number;
  offerId: number;
}

/** The offers a site's day set carries (its products' offers crawled that day) and their truth. */
export function dayOffers(seed: number, dayNo: number, products: readonly SimProduct[]): { offers: OfferRow[]; truth: OfferTruthRow[] } {
  const offers: OfferRow[] = [];
  const truth: OfferTruthRow[] = [];
  for (const p of products) {
    if (p.n % OFFER_CRAWL_DAYS !== dayNo % OFFER_CRAWL_DAYS) continue;
    const found = offersOf(seed, p);
    offers.push(...found.offers);
    if (found.source !== null) truth.push({ goodsId: p.id, offerId: found.source });
  }
  return { offers, truth };
}
