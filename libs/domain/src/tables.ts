// Column keys of the goods and keyword tables (spec §3), in display order. Headers are translated
// by the sites; these keys are what rows are indexed by.

export const GOODS_TABLE_COLUMNS = [
  'goodsId',
  'goodsInfo',
  'price',
  'sales',
  'gmv',
  'commentsCount',
  'likesCount',
  'score',
  'shelfTime',
  'operating',
] as const;
export type GoodsTableColumn = (typeof GOODS_TABLE_COLUMNS)[number];

export const KEYWORD_TABLE_COLUMNS = ['keyword', 'searchIndex', 'productBase', 'recommendedBid'] as const;
export type KeywordTableColumn = (typeof KEYWORD_TABLE_COLUMNS)[number];
