// What the goods and shop search boxes accept (spec §2, §5): a product link, a shop link or a bare
// id, of any of the 9 sites. Pure, so the server can parse the same input the page does.
//
// Recognised forms (host = one of SITE_DOMAINS, optionally `www.`/`m.`, with or without scheme,
// any query string or hash ignored):
//   product  https://{host}/{any-title}-i.{shopId}.{productId}
//            https://{host}/product/{shopId}/{productId}
//   shop     https://{host}/shop/{shopId}            (and any sub-page: /shop/{shopId}/search ...)
//   id       a bare run of digits: a product or shop id, the caller's tab says which
// Deliberately NOT parsed (returns null): a shop's vanity address `https://{host}/{username}`. Its
// shop id is only known to the marketplace; guessing would look up the wrong shop, so the search
// box asks for the shop's id or /shop/ link instead. Other hosts, other paths and text are null too.
import { siteOfHost, type SiteCode } from './sites';

export type MarketLink =
  | { kind: 'product'; site: SiteCode; shopId: string; productId: string }
  | { kind: 'shop'; site: SiteCode; shopId: string }
  | { kind: 'id'; id: string };

/** Ids stay strings: marketplace ids run past what a double holds exactly in some sites. */
const ID = '(\\d{1,20})';
const BARE_ID = new RegExp(`^${ID}$`);
const TITLE_PRODUCT = new RegExp(`-i\\.${ID}\\.${ID}$`);
const PATH_PRODUCT = new RegExp(`^/product/${ID}/${ID}/?$`);
const SHOP = new RegExp(`^/shop/${ID}(?:/.*)?$`);

function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Parses a pasted link or id; null when it is none of the forms above. Surrounding whitespace is ignored. */
export function parseMarketLink(input: string | null | undefined): MarketLink | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  const bare = BARE_ID.exec(text);
  if (bare?.[1]) return { kind: 'id', id: bare[1] };
  // A link has no inner whitespace; a sentence with one in it is not a link.
  if (/\s/.test(text)) return null;
  const url = toUrl(text);
  if (!url) return null;
  const site = siteOfHost(url.hostname);
  if (!site) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  const product = TITLE_PRODUCT.exec(path.replace(/\/$/, '')) ?? PATH_PRODUCT.exec(path);
  if (product?.[1] && product[2]) return { kind: 'product', site, shopId: product[1], productId: product[2] };
  const shop = SHOP.exec(path);
  if (shop?.[1]) return { kind: 'shop', site, shopId: shop[1] };
  return null;
}

/**
 * The id a goods or shop lookup sends for this input, or null when the input does not name one of
 * that kind: a product link gives its product id (or, for a shop lookup, its shop's id), a shop link its
 * shop id (not a product id), a bare id either.
 */
export function marketLookupId(input: string | null | undefined, want: 'product' | 'shop'): { id: string; site?: SiteCode } | null {
  const link = parseMarketLink(input);
  if (!link) return null;
  if (link.kind === 'id') return { id: link.id };
  if (want === 'product') return link.kind === 'product' ? { id: link.productId, site: link.site } : null;
  return { id: link.shopId, site: link.site };
}
