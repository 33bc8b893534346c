import { describe, expect, it } from 'vitest';
import { GOODS_TABLE_COLUMNS, KEYWORD_TABLE_COLUMNS } from './tables';

describe('table columns (spec §3)', () => {
  it('lists the goods columns in order', () => {
    expect(GOODS_TABLE_COLUMNS).toEqual([
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
    ]);
  });
  it('lists the keyword columns in order', () => {
    expect(KEYWORD_TABLE_COLUMNS).toEqual(['keyword', 'searchIndex', 'productBase', 'recommendedBid']);
  });
});
