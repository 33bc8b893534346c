// Which 1688 offers a marketplace product was likely sourced from (issue 30): a score from title
// similarity (the product word and the attribute words by meaning, other words such as a brand by
// letters), category agreement and price plausibility. Pictures are not compared: the demo pictures
// are colour tiles derived from each picture's own address (src/routes/demo-pictures.ts), so two
// pictures of one product look no more alike than any two: a perceptual hash would measure nothing.
import { titleWords, type TitleWords } from './title-words';

/** Weights of the parts of the score (they add up to 1). */
export const MATCH_WEIGHTS = { productWord: 0.4, attributes: 0.3, others: 0.1, price: 0.2 } as const;
/**
 * Lowest score shown as a match: the best balance of precision and recall on the simulator's known
 * pairs (0.85 finds 93% of the sources at 39% precision, 0.95 half of them at 78%; 0.9: 65% at 76%).
 */
export const MATCH_MIN_SCORE = 0.9;
/** Most matches listed for a product. */
export const MATCH_MAX = 10;
/**
 * A plausible supplier price: from 15% to 55% of the listed price, both in CNY (below it the offer is
 * hardly the same thing; above it little is left for fees, shipping and profit). Outside, the price
 * part falls off with the square of the ratio to the nearer bound.
 */
export const PLAUSIBLE_COST_SHARE = { min: 0.15, max: 0.55 } as const;

export interface MatchProduct {
  categoryId: number;
  title: string;
  /** The listed price in CNY (site price over the day's rate). */
  priceCny: number;
}

export interface MatchOffer {
  id: number;
  categoryId: number;
  title: string;
  /** Unit price of the first tier (the minimum order), CNY. */
  priceCny: number;
}

export interface MatchParts {
  score: number;
  productWord: boolean;
  /** Attributes both titles name alike, and those they name differently. */
  sameAttributes: number;
  otherAttributes: number;
  priceShare: number;
}

/** How plausible a supplier price is as the product's cost, 0 to 1. */
export function pricePlausibility(offerCny: number, productCny: number): number {
  if (!(offerCny > 0) || !(productCny > 0)) return 0;
  const share = offerCny / productCny;
  if (share >= PLAUSIBLE_COST_SHARE.min && share <= PLAUSIBLE_COST_SHARE.max) return 1;
  const bound = share < PLAUSIBLE_COST_SHARE.min ? PLAUSIBLE_COST_SHARE.min : PLAUSIBLE_COST_SHARE.max;
  return Math.exp(-2 * Math.abs(Math.log(share / bound)));
}

/**
 * Attribute agreement, 0 to 1: each attribute kind (prefix word, suffix word) both titles name
 * counts +1 when alike and -1 when not; one a title leaves out counts 0 (1688 titles often do).
 */
function attributeAgreement(a: TitleWords, b: TitleWords): { score: number; same: number; other: number } {
  let same = 0;
  let other = 0;
  for (const kind of ['p', 's']) {
    const ours = [...a.attributes].filter((x) => x.startsWith(kind));
    const theirs = [...b.attributes].filter((x) => x.startsWith(kind));
    if (ours.length === 0 || theirs.length === 0) continue;
    if (ours.some((x) => theirs.includes(x))) same++;
    else other++;
  }
  return { score: (same - other + 2) / 4, same, other };
}

/** The score of one offer for one product; 0 when their categories differ. */
export function matchScore(product: MatchProduct, productWords: TitleWords, offer: MatchOffer, offerWords: TitleWords = titleWords(offer.title)): MatchParts {
  const priceShare = offer.priceCny / product.priceCny;
  const attributes = attributeAgreement(productWords, offerWords);
  const productWord = productWords.productWord !== null && productWords.productWord === offerWords.productWord;
  if (offer.categoryId !== product.categoryId) return { score: 0, productWord, sameAttributes: attributes.same, otherAttributes: attributes.other, priceShare };
  // Brand and model words: agreement when both have some, a loss when both have some and none agree.
  const ours = productWords.others;
  const theirs = offerWords.others;
  const shared = [...theirs].some((w) => ours.has(w));
  const others = ours.size === 0 || theirs.size === 0 ? 0.5 : shared ? 1 : 0;
  const score =
    MATCH_WEIGHTS.productWord * (productWord ? 1 : 0) +
    MATCH_WEIGHTS.attributes * attributes.score +
    MATCH_WEIGHTS.others * others +
    MATCH_WEIGHTS.price * pricePlausibility(offer.priceCny, product.priceCny);
  return { score: Math.round(score * 1000) / 1000, productWord, sameAttributes: attributes.same, otherAttributes: attributes.other, priceShare };
}

/** The offers matching a product, best first: at least MATCH_MIN_SCORE, at most MATCH_MAX. */
export function matchOffers<O extends MatchOffer>(product: MatchProduct, offers: readonly O[], wordsOf: (offer: O) => TitleWords = (o) => titleWords(o.title)): { offer: O; parts: MatchParts }[] {
  const productWords = titleWords(product.title);
  const scored: { offer: O; parts: MatchParts }[] = [];
  for (const offer of offers) {
    const parts = matchScore(product, productWords, offer, wordsOf(offer));
    if (parts.score >= MATCH_MIN_SCORE) scored.push({ offer, parts });
  }
  scored.sort((a, b) => b.parts.score - a.parts.score || a.offer.id - b.offer.id);
  return scored.slice(0, MATCH_MAX);
}
