import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS, categoryOf, isCategoryId, sortByTypeId } from './categories';

describe('fixed categories (spec §3)', () => {
  it('are the twelve of the spec, in its order, with its ids and names', () => {
    expect(CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      [99997, 'home living'],
      [99991, 'digital electronics'],
      [99998, 'beauty and personal care'],
      [99996, 'clothing and bags'],
      [99995, 'mother, baby and toys'],
      [99990, 'home textiles and furniture'],
      [99994, 'food and health'],
      [99999, 'fresh fruit'],
      [99992, 'sport and outdoor'],
      [99989, 'medicine and health'],
      [99993, 'virtual goods'],
      [99987, 'auto parts and motorcycles'],
    ]);
    expect(CATEGORY_IDS).toHaveLength(12);
  });

  it('looks categories up by id', () => {
    expect(categoryOf(99999)?.name).toBe('fresh fruit');
    expect(categoryOf(1)).toBeUndefined();
    expect(isCategoryId(99987)).toBe(true);
    expect(isCategoryId(99988)).toBe(false);
    expect(isCategoryId('99987')).toBe(false);
  });

  it('sorts a mainCategory list by typeId, numeric strings included, without touching the input', () => {
    const input = [{ typeId: 99999 }, { typeId: '99987' }, { typeId: 99991 }, { typeId: '100' }];
    expect(sortByTypeId(input).map((c) => c.typeId)).toEqual(['100', '99987', 99991, 99999]);
    expect(input[0]?.typeId).toBe(99999);
  });
});
