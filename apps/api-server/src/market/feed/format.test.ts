import { describe, expect, it } from 'vitest';

import { checkManifest, checkRow, KEYWORD_LIST_MAX, LIVE_CURVE_MAX, LIVE_GOODS_MAX, OFFER_TIERS_MAX } from './format';

const product = {
  id: 20000000007,
  shopId: 300000001,
  categoryId: 99991,
  subCategoryId: 9999102,
  brandId: null,
  title: 'Capinha de celular Kit com 2',
  price: 29.9,
  stock: 120,
  soldShown: '1.2k',
  monthlyShown: null,
  rating: 4.8,
  ratingCount: 10,
  likes: 50,
  comments: 4,
  listedAt: '2026-05-01T10:00:00.000Z',
  image: '/demo/goods/20000000007.png',
  observedAt: '2026-05-02T19:30:00.000Z',
};

describe('feed format checks', () => {
  it('accepts a good product row', () => {
    expect(checkRow('products', 'BR', product)).toEqual({ ok: true, row: product });
  });

  it.each([
    [{ categoryId: 12345 }, 'categoryId is not one of the 12 categories'],
    [{ subCategoryId: 9999702 }, 'subCategoryId must be categoryId * 100 + 1 to 99'],
    [{ price: 0.5 }, 'price 0.5 is outside BRL 1 to 60000'],
    [{ title: 'line\nbreak' }, 'title holds control characters'],
    [{ title: '' }, 'title must be a text of 1 to 300 characters'],
    [{ stock: -1 }, 'stock must be a whole number from 0 to 2000000000'],
    [{ sales: 3 }, "sales is the simulator's truth, which no crawler sees (format 2)"],
    [{ units: 3 }, "units is the simulator's truth, which no crawler sees (format 2)"],
    [{ soldShown: '1234' }, 'soldShown must be a counter as BR shows it ("987", "1.2k", "10k+")'],
    [{ soldShown: '10k+' }, 'soldShown must be a counter as BR shows it ("987", "1.2k", "10k+")'],
    [{ monthlyShown: 'lots' }, 'monthlyShown must be null or a counter as BR shows it'],
    [{ observedAt: 'yesterday' }, 'observedAt must be an ISO 8601 instant'],
    [{ rating: 6 }, 'rating must be a number from 0 to 5'],
    [{ listedAt: '2026-05-01' }, 'listedAt must be an ISO 8601 instant'],
    [{ image: 'javascript:alert(1)' }, 'image must be a site path or an https address'],
    [{ id: '20000000007' }, 'id must be a positive whole number'],
  ])('refuses %o: %s', (change, message) => {
    expect(checkRow('products', 'BR', { ...product, ...change })).toEqual({ ok: false, message });
  });

  it('checks prices in the currency of the site: 10 is a price in baht, not in rupiah', () => {
    expect(checkRow('products', 'TH', { ...product, price: 10 }).ok).toBe(true);
    expect(checkRow('products', 'ID', { ...product, price: 10 })).toEqual({ ok: false, message: 'price 10 is outside IDR 1000 to 150000000' });
  });

  it('refuses a missing field, a non-object and a slot that ends before it starts', () => {
    const { stock: _stock, ...noStock } = product;
    expect(checkRow('products', 'BR', noStock)).toEqual({ ok: false, message: 'stock is missing' });
    expect(checkRow('market', 'BR', [1, 2])).toEqual({ ok: false, message: 'a row must be a JSON object' });
    const slot = { id: 1, kind: 'flash-sale', goodsId: 20000000007, startAt: '2026-05-01T12:00:00Z', endAt: '2026-05-01T11:00:00Z', slotPrice: 19.9, sales: 3 };
    expect(checkRow('slots', 'BR', slot)).toEqual({ ok: false, message: 'endAt must be after startAt' });
    expect(checkRow('slots', 'BR', { ...slot, kind: 'giveaway' })).toEqual({ ok: false, message: 'kind must be one of flash-sale, campaign, banner' });
  });

  it("checks that a manifest belongs to its folder and always lists the market file", () => {
    const manifest = { format: 2, site: 'VN', day: '2026-05-01', source: 'crawler', files: { market: { rows: 12, sha256: 'a'.repeat(64) } }, createdAt: '2026-05-01T16:00:00Z' };
    expect(checkManifest(manifest, 'VN', '2026-05-01').ok).toBe(true);
    expect(checkManifest(manifest, 'TH', '2026-05-01')).toEqual({ ok: false, message: 'site must be TH, the folder\'s site' });
    expect(checkManifest({ ...manifest, day: '2026-02-30' }, 'VN', '2026-02-30')).toEqual({ ok: false, message: 'day must be 2026-02-30, the folder\'s day' });
    expect(checkManifest({ ...manifest, files: { products: { rows: 1, sha256: 'b'.repeat(64) } } }, 'VN', '2026-05-01')).toEqual({ ok: false, message: 'a day set always has the market file' });
    expect(checkManifest({ ...manifest, files: { market: { rows: 12, sha256: 'xyz' } } }, 'VN', '2026-05-01')).toEqual({ ok: false, message: 'files.market needs rows and a sha256' });
  });

  it('takes a shop with its type (cross-border, local or mall) and refuses one without', () => {
    const shop = { id: 300000001, name: 'Loja', categoryId: 99991, logo: '/demo/shop/300000001.png', rating: 4.8, followers: 10, products: 3, openedAt: '2024-01-01T00:00:00.000Z', type: 'mall' };
    expect(checkRow('shops', 'BR', shop)).toEqual({ ok: true, row: shop });
    const { type: _type, ...untyped } = shop;
    expect(checkRow('shops', 'BR', untyped)).toEqual({ ok: false, message: 'type is missing' });
    expect(checkRow('shops', 'BR', { ...shop, type: 'outlet' })).toEqual({ ok: false, message: 'type must be one of cross-border, local, mall' });
  });

  it("takes a keyword's top products and related words, and reads a feed without them as none (issue 29 item 2)", () => {
    const keyword = { id: 7, keyword: 'capinha', categoryId: 99991, searchIndex: 1200, productBase: 340, recommendedBid: 0.85, topProducts: [20000000007, 20000000009], related: [8, 9] };
    expect(checkRow('keywords', 'BR', keyword)).toEqual({ ok: true, row: keyword });
    const { topProducts: _top, related: _related, ...older } = keyword;
    expect(checkRow('keywords', 'BR', older)).toEqual({ ok: true, row: { ...older, topProducts: [], related: [] } });
    const list = `must be a list of at most ${KEYWORD_LIST_MAX} positive whole numbers`;
    expect(KEYWORD_LIST_MAX).toBe(10);
    expect(checkRow('keywords', 'BR', { ...keyword, topProducts: Array.from({ length: 11 }, (_, i) => i + 1) })).toEqual({ ok: false, message: `topProducts ${list}` });
    expect(checkRow('keywords', 'BR', { ...keyword, related: [8, '9'] })).toEqual({ ok: false, message: `related ${list}` });
    expect(checkRow('keywords', 'BR', { ...keyword, related: 8 })).toEqual({ ok: false, message: `related ${list}` });
    expect(checkRow('keywords', 'BR', { ...keyword, topProducts: [5, 5] })).toEqual({ ok: false, message: 'topProducts repeats an id' });
  });

  it("takes a live session's viewer curve and the products it showed, and reads a feed without them as none (issue 32)", () => {
    const live = {
      id: 9,
      shopId: 300000001,
      startAt: '2026-06-01T12:00:00.000Z',
      minutes: 30,
      viewers: 400,
      sales: 12,
      gmv: 358.8,
      viewerCurve: [40, 120, 90],
      goods: [{ goodsId: 20000000007, sales: 10, gmv: 299 }, { goodsId: 20000000009, sales: 2, gmv: 59.8 }],
    };
    expect(checkRow('lives', 'BR', live)).toEqual({ ok: true, row: live });
    const { viewerCurve: _curve, goods: _goods, ...older } = live;
    expect(checkRow('lives', 'BR', older)).toEqual({ ok: true, row: { ...older, viewerCurve: [], goods: [] } });
    // A whole day of quarter hours and its end; twenty products.
    expect(LIVE_CURVE_MAX).toBe(97);
    expect(LIVE_GOODS_MAX).toBe(20);
    expect(checkRow('lives', 'BR', { ...live, viewerCurve: Array.from({ length: 97 }, () => 1) }).ok).toBe(true);
    expect(checkRow('lives', 'BR', { ...live, viewerCurve: Array.from({ length: 98 }, () => 1) })).toEqual({ ok: false, message: 'viewerCurve must be a list of at most 97 whole numbers from 0' });
    expect(checkRow('lives', 'BR', { ...live, viewerCurve: [401] })).toEqual({ ok: false, message: 'viewerCurve must not rise above viewers' });
    const many = Array.from({ length: 21 }, (_, i) => ({ goodsId: i + 1, sales: 0, gmv: 0 }));
    expect(checkRow('lives', 'BR', { ...live, goods: many.slice(0, 20) }).ok).toBe(true);
    expect(checkRow('lives', 'BR', { ...live, goods: many })).toEqual({ ok: false, message: 'goods must be a list of at most 20 products' });
    expect(checkRow('lives', 'BR', { ...live, goods: [live.goods[0], live.goods[0]] })).toEqual({ ok: false, message: 'goods repeats a product' });
    expect(checkRow('lives', 'BR', { ...live, goods: [{ goodsId: 1, sales: 13, gmv: 1 }] })).toEqual({ ok: false, message: "goods' sales must not add up to more than the session's sales" });
    expect(checkRow('lives', 'BR', { ...live, goods: [{ goodsId: 1, sales: -1, gmv: 1 }] }).ok).toBe(false);
  });

  describe('supplier offers (issue 30)', () => {
    const offer = {
      id: 100000000123,
      categoryId: 99997,
      title: 'Kalomi 新款收納盒黑色 厂家直销',
      image: '/demo/offers/100000000123.png',
      tiers: [{ minQuantity: 2, price: 8.5 }, { minQuantity: 20, price: 7.9 }],
      minOrder: 2,
      weightGrams: 450,
      supplierId: 800000001,
      supplierName: '义乌鑫源贸易有限公司',
      supplierRating: 4.7,
    };
    it('accepts a good offer row', () => {
      expect(checkRow('offers', 'TH', offer)).toEqual({ ok: true, row: offer });
    });
    it.each([
      [{ goodsId: 20000000007 }, "goodsId is the simulator's truth, which no crawler sees"],
      [{ tiers: [] }, `tiers must be a list of 1 to ${OFFER_TIERS_MAX} price tiers`],
      [{ tiers: Array.from({ length: 6 }, (_, i) => ({ minQuantity: i + 1, price: 9 - i })), minOrder: 1 }, 'tiers must be a list of 1 to 5 price tiers'],
      [{ tiers: [{ minQuantity: 20, price: 8 }, { minQuantity: 2, price: 7 }] }, 'tiers must list ascending quantities'],
      [{ tiers: [{ minQuantity: 2, price: 8 }, { minQuantity: 20, price: 9 }] }, 'a larger tier must not cost more a piece'],
      [{ tiers: [{ minQuantity: 0, price: 8 }] }, 'tiers[0].minQuantity must be at least 1'],
      [{ minOrder: 5 }, "minOrder must be the first tier's quantity"],
      [{ weightGrams: 0 }, 'weightGrams must be above 0'],
      [{ supplierRating: 5.5 }, 'supplierRating must be a number from 0 to 5'],
      [{ categoryId: 1 }, 'categoryId is not one of the 12 categories'],
    ])('refuses %o: %s', (change, message) => {
      expect(checkRow('offers', 'TH', { ...offer, ...change })).toEqual({ ok: false, message });
    });
  });
});
