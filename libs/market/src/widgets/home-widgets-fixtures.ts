// Fixtures of the home widgets: what the reference server answers, shaped as the loaders return
// it. Stories and tests share them (stories double as test fixtures).
import { SITE_CODES } from '@sealens/domain';
import type { HomeWidgetsData } from './home-widgets-data';

const TITLES = ['Insulated mug 500 ml', 'Phone case, clear', 'Rice cooker 1.8 L', 'Yoga mat 6 mm', 'LED desk lamp', 'Cotton T-shirt'];
const KEYWORDS = ['desk lamp', 'phone case', 'yoga mat', 'rice cooker', 'water bottle', 'hijab', 'sunscreen', 'power bank'];
/** Local currency per US dollar, roughly: the sales map's tiles carry both. */
const PER_USD = { BR: 5.4, ID: 16_300, MY: 4.4, MX: 18.2, PH: 58, SG: 1.3, TW: 32, TH: 35, VN: 25_400 } as const;

export const WIDGETS_DATE = '2026-11-23';

export function homeWidgetsFixture(): HomeWidgetsData {
  const typeId = 99997 as const;
  const keywordRows = KEYWORDS.map((keyword, i) => ({
    keyword,
    site: SITE_CODES[i % SITE_CODES.length],
    searchIndex: 98_000 - i * 9_100,
    productBase: 250_000 - i * 21_000,
    recommendedBid: 0.64 + i * 0.3,
  }));
  return {
    hotKeywords: { params: { typeId, dateType: 1 }, rows: keywordRows },
    promotionKeywords: { params: { typeId, dateType: 1, rankingType: 1 }, rows: keywordRows },
    mallSoaring: {
      params: { typeId, dateType: 1 },
      rows: SITE_CODES.slice(0, 7).map((site, i) => ({ shopId: `shop-${i}`, name: `Home Corner ${site}`, site, link: `https://shopee.example/shop/shop-${i}`, sales: 30_000 - i * 2_900, gmv: 900_000 - i * 70_000, growthRate: 264.3 - i * 11 })),
    },
    brands: {
      params: { typeId, salesOrGmv: 1, dayOrWeek: 1 },
      rows: ['Lumio', 'Casa Verde', 'Nordhaus', 'Sakura Home', 'Brightway', 'Tropica', 'Kayu'].map((brandName, i) => ({ brandName, sales: 9_564 - i * 620, gmv: 312_400 - i * 21_000 })),
    },
    goodsGrowth: {
      params: { typeId },
      rows: TITLES.map((title, i) => ({ productId: String(5000 + i), title, site: 'TH' as const, link: `https://shopee.example/product/1/${5000 + i}`, sales: 18_800 - i * 1_500, gmv: 1_200_000, growthRate: 434 - i * 9.7 })),
    },
    products: {
      params: { typeId },
      data: TITLES.map((title, i) => ({ productId: String(7000 + i), title, site: SITE_CODES[i % 9], imageUrl: `/demo/goods-${i + 1}.png`, price: 21 + i * 7.5, sales: 19_800 - i * 900, gmv: 410_000 })),
    },
    industry: [
      { typeId: 99997, name: 'home living', sales: 120_000, gmv: 20_200_000 },
      { typeId: 99991, name: 'digital electronics', sales: 98_000, gmv: 24_400_000 },
      { typeId: 99998, name: 'beauty and personal care', sales: 110_000, gmv: 21_600_000 },
      { typeId: 99996, name: 'clothing and bags', sales: 140_000, gmv: 21_400_000 },
    ],
    merchants: { sellers: 300_000, pluginInstalls: 600_000, sites: 9, shops: 2_016, products: 20_480 },
    salesMap: {
      dateType: 1,
      data: {
        sites: SITE_CODES.map((site, i) => {
          const usd = 2_500_000 + i * 900_000;
          return { site, totalSalesValue: usd * PER_USD[site], totalSalesValueUsd: usd, salesVolume: 40_000 + i * 3_000 };
        }),
        legend: [
          { min: 0, max: 2_500_000, label: '' },
          { min: 2_500_000, max: 5_000_000, label: '' },
          { min: 5_000_000, max: 7_500_000, label: '' },
          { min: 7_500_000, max: null, label: '' },
        ],
      },
    },
    trend: {
      dates: Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`),
      series: SITE_CODES.map((site, s) => ({ site, label: site, values: Array.from({ length: 30 }, (_, d) => 4_000_000 + s * 700_000 + Math.round(Math.sin(d / 3 + s) * 900_000)) })),
    },
    liveNotices: [
      { id: 'live-1', title: 'Choosing products for the 12.12 sale', startTime: '2026-11-25 20:00:00', coverUrl: '/demo/live-1.png' },
      { id: 'live-2', title: 'Keyword bidding basics', startTime: '2026-11-26 20:00:00', coverUrl: '/demo/live-2.png' },
    ],
    hotArticles: TITLES.map((title, i) => ({ id: String(i + 1), title: `How sellers win with: ${title}`, views: 69_900 - i * 4_000 })),
    imageWindows: [
      { id: 'w1', imgUrl: '/demo/window-1.png', link: '/pluginIntroduce' },
      { id: 'w2', imgUrl: '/demo/window-2.png' },
    ],
    customerService: { imgUrl: '/demo/qr/customer-service.png', label: 'Customer service' },
    appVersion: { version: '1.0.0', forceUpdate: false, downloadUrl: '/m/product' },
  };
}
