import { fixedPeriodOfWorkbenchPath } from '../../workbench-pages';
import { blueOceanQueryOf } from './blue-ocean-data';

describe('the blue-ocean pages (issue 29 item 5)', () => {
  it("ask for the index's 30 days whatever period the address names, and keep the rest of it", () => {
    expect(blueOceanQueryOf(new URLSearchParams('period=7&site=TH&page=2'), 'keyword')).toMatchObject({ entity: 'keyword', order: 'blueOcean', site: 'TH', period: 30, page: 2 });
    expect(blueOceanQueryOf(new URLSearchParams('period=2026-10'), 'category').period).toBe(30);
    expect(blueOceanQueryOf(new URLSearchParams(''), 'category').period).toBe(30);
  });

  it('fix the top bar period of the blue-ocean pages alone', () => {
    expect(fixedPeriodOfWorkbenchPath('blue-ocean/blue-ocean-words')).toBe(30);
    expect(fixedPeriodOfWorkbenchPath('blue-ocean/blue-ocean-industry')).toBe(30);
    expect(fixedPeriodOfWorkbenchPath('industry/hot-sales-industry')).toBeUndefined();
    expect(fixedPeriodOfWorkbenchPath(undefined)).toBeUndefined();
  });
});
