// Demo answers for the search panel's tests and stories.
import type { KeywordRowData, ProductCardData, ShopCardData } from './search-types';

export const DEMO_PRODUCT: ProductCardData = {
  productId: '22334455',
  title: 'Stainless steel insulated mug 500 ml',
  site: 'TH',
  shopName: 'Kitchen Corner',
  link: 'https://shopee.co.th/product/11/22334455',
  price: 259,
  sales: 12840,
  gmv: 3325560,
  date: '2026-11-23',
};

export const DEMO_SHOP: ShopCardData = {
  shopId: '778899',
  name: 'Kitchen Corner',
  site: 'VN',
  link: 'https://shopee.vn/shop/778899',
  sales: 98231,
  gmv: 1234567890,
  date: '2026-11-23',
};

export const DEMO_KEYWORDS: readonly KeywordRowData[] = [
  { keyword: 'mug', site: 'SG', searchIndex: 182340, productBase: 52311, recommendedBid: 0.35 },
  { keyword: 'insulated mug', site: 'TH', searchIndex: 40210, productBase: 8120, recommendedBid: 0.52 },
  { keyword: 'travel mug', searchIndex: 9800, productBase: 3002, recommendedBid: 0.28 },
];
