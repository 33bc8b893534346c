import { allWhole, DAY_INCREMENTS, dayTickLabels, WHOLE_INCREMENTS } from './chart-axes';

const at = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

describe('line chart axes', () => {
  it("write a day in the reader's order, without the Gregorian year", () => {
    expect(dayTickLabels('th')([at('2026-10-29'), at('2026-11-02')])).toEqual(['29/10', '2/11']);
    expect(dayTickLabels('zh')([at('2026-10-29')])).toEqual(['10/29']);
    expect(dayTickLabels('en')([at('2026-10-29')])).toEqual(['10/29']);
  });

  it('tick a day axis at whole days and a whole-number axis at whole steps only', () => {
    for (const step of DAY_INCREMENTS) expect(step % 86_400).toBe(0);
    expect(DAY_INCREMENTS[0]).toBe(86_400);
    expect(WHOLE_INCREMENTS.slice(0, 4)).toEqual([1, 2, 5, 10]);
    for (const step of WHOLE_INCREMENTS) expect(Number.isInteger(step)).toBe(true);
    expect(WHOLE_INCREMENTS.at(-1)).toBe(5e9);
  });

  it('take whole steps for counts and ranks (gaps allowed), not for money', () => {
    expect(allWhole([{ values: [1, 2, null, 2] }, { values: [3] }])).toBe(true);
    expect(allWhole([{ values: [1, 2.5] }])).toBe(false);
  });
});
