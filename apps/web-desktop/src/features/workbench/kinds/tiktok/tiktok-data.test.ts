import { describe, expect, it } from 'vitest';
import { tiktokApiQuery, tiktokListQuery, tiktokSearch } from './tiktok-data';

describe("the short-video marketplace's list state (issue 32 item 4)", () => {
  it("reads the page's entity whatever the address says, and writes back only what differs from the defaults", () => {
    const query = tiktokListQuery(new URLSearchParams('entity=tt-shop&site=TH&period=30&order=soaring&sort=likes&unitsMin=5'), 'creator');
    expect(query).toMatchObject({ entity: 'creator', site: 'TH', period: 30, order: 'soaring', sort: 'likes', units: { min: 5 }, page: 1, size: 50 });
    expect(tiktokSearch(query)).toBe('?order=soaring&site=TH&period=30&sort=likes&unitsMin=5');
    expect(tiktokSearch(tiktokListQuery(new URLSearchParams(''), 'video'))).toBe('');
    // A site of the first marketplace only (BR) and an order a video has not are left out.
    expect(tiktokListQuery(new URLSearchParams('site=BR&order=soaring'), 'video')).toMatchObject({ order: 'hot', period: 7 });
    expect(tiktokListQuery(new URLSearchParams('site=BR'), 'video').site).toBeUndefined();
  });

  it('asks the API with the entity and order always named', () => {
    const query = tiktokListQuery(new URLSearchParams('period=1'), 'tt-product');
    expect(tiktokApiQuery(query)).toEqual({ entity: 'tt-product', order: 'hot', period: '1' });
  });
});
