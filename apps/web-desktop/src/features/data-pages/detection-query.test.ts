import { describe, expect, it } from 'vitest';
import { DETAIL_HISTORY_DAYS, DETECTION_PAGE_SIZE, detectionPageCount } from './data-pages-api';
import { SUGGESTED_PRODUCTS } from './detail-loaders';
import { DEFAULT_DETECTION_QUERY, detectionHref, parseDetectionQuery } from './detection-query';

const parse = (search: string) => parseDetectionQuery(new URLSearchParams(search));

describe('the detection list query', () => {
  it('defaults to soaring products of the last 7 days, page 1, every site and category', () => {
    expect(DEFAULT_DETECTION_QUERY).toEqual({ list: 'soaring', period: 7, page: 1 });
    expect(parse('')).toEqual(DEFAULT_DETECTION_QUERY);
  });

  it('reads site, category, detection, period and page; unknown values fall back to the defaults', () => {
    expect(parse('site=TH&typeId=99997&list=hot&period=30&page=3')).toEqual({ site: 'TH', typeId: 99997, list: 'hot', period: 30, page: 3 });
    expect(parse('site=XX&typeId=5&list=cold&period=14')).toEqual(DEFAULT_DETECTION_QUERY);
    expect(parse('site=&typeId=&list=new&period=1')).toEqual({ list: 'new', period: 1, page: 1 });
  });

  it('answers null (404) for a page that is not a whole number from 1', () => {
    for (const bad of ['page=0', 'page=x', 'page=2.5', 'page=-1', 'page=1234567']) expect(parse(bad), bad).toBeNull();
  });

  it('writes one address per list, defaults left out', () => {
    expect(detectionHref(DEFAULT_DETECTION_QUERY)).toBe('/ExplosionDetection/dataList');
    expect(detectionHref({ site: 'VN', typeId: 99991, list: 'new', period: 1, page: 2 })).toBe('/ExplosionDetection/dataList?site=VN&typeId=99991&list=new&period=1&page=2');
    const query = { site: 'MY' as const, list: 'hot' as const, period: 30 as const, page: 4 };
    expect(parse(detectionHref(query).split('?')[1] ?? '')).toEqual(query);
  });

  it('pages 20 products, charts 30 days and suggests 5 products', () => {
    expect(DETECTION_PAGE_SIZE).toBe(20);
    expect(DETAIL_HISTORY_DAYS).toBe(30);
    expect(SUGGESTED_PRODUCTS).toBe(5);
  });

  it('offers the first 2,000 rows of a ranking at most: 100 pages of 20', () => {
    expect(detectionPageCount(0)).toBe(1);
    expect(detectionPageCount(41)).toBe(3);
    expect(detectionPageCount(2_000)).toBe(100);
    expect(detectionPageCount(135_202)).toBe(100);
  });
});
